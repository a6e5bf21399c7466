import { searchWords } from '@aangan/contracts';
import { SEARCH_ALIASES } from '../projects/searchVocabulary.ts';
import { findWords, type WordSpan } from './fuzzyMatch.ts';
import { Lexicon } from './lexicon.ts';

/**
 * Cities and localities named in a prompt, typos and old names included ("noda", "gurgaon",
 * "mumbay", "thane" for Thane West). The gazetteer is what the site lists: the featured cities and
 * every city and locality of a posted project, so a place is only recognised if it means something
 * to a search.
 */

// Words that say what kind of place a locality is, not which one: "thane" finds Thane West, "sector" alone finds nothing.
const GENERIC_LOCALITY_WORDS = new Set([
  'sector',
  'sec',
  'phase',
  'road',
  'rd',
  'west',
  'east',
  'north',
  'south',
  'nagar',
  'extension',
  'ext',
  'city',
  'colony',
  'block',
  'expressway',
  'highway',
  'new',
  'old',
  'greater',
  'main',
  'park',
  'vihar',
  'enclave',
  'layout',
  'town',
  'the',
  'of',
]);

interface PlaceName {
  /** The name as the read model spells it. */
  name: string;
  city: string;
  words: string[];
  /** Matching only the distinctive words ("thane" for Thane West). */
  partial: boolean;
}

export interface FoundPlaces {
  city?: string;
  locality?: string;
  /** Indices of the words that named the places. */
  used: Set<number>;
  /** Of those, the words that named the city (none when the locality alone said which city). */
  cityWords: Set<number>;
  localityWords: Set<number>;
}

interface Candidate {
  place: PlaceName;
  span: WordSpan;
}

/** Exact readings first (an old name like "gurgaon" beats a two-typo locality), then the longest, then the fewest typos. */
const better = (a: Candidate, b: Candidate): boolean => {
  if ((a.span.typos === 0) !== (b.span.typos === 0)) return a.span.typos === 0;
  const lengthA = a.span.end - a.span.start;
  const lengthB = b.span.end - b.span.start;
  if (lengthA !== lengthB) return lengthA > lengthB;
  if (a.span.typos !== b.span.typos) return a.span.typos < b.span.typos;
  if (a.place.partial !== b.place.partial) return !a.place.partial;
  return a.place.name.localeCompare(b.place.name) < 0;
};

const overlaps = (a: WordSpan, b: WordSpan): boolean => a.start < b.end && b.start < a.end;

export class PlaceFinder {
  private readonly cities: PlaceName[] = [];
  private readonly localities: PlaceName[] = [];
  /** Which places hold each word: a search compares the typed words with these words, not with every place. */
  private readonly byWord = new Map<string, PlaceName[]>();
  private readonly lexicon: Lexicon;

  constructor(cities: Iterable<string>, localities: Iterable<{ locality: string; city: string }>) {
    const byKey = new Map<string, string>();
    for (const city of cities) if (city.trim()) byKey.set(city.trim().toLowerCase(), city.trim());
    for (const city of byKey.values()) this.cities.push({ name: city, city, words: searchWords(city), partial: false });
    // Old and everyday names ("gurgaon", "bombay") of cities in the gazetteer.
    for (const [alias, targets] of Object.entries(SEARCH_ALIASES)) {
      const target = targets.length === 1 ? byKey.get(targets[0]) : undefined;
      if (target) this.cities.push({ name: target, city: target, words: [alias], partial: false });
    }
    const cityWords = new Set(this.cities.flatMap((c) => c.words));
    const seen = new Set<string>();
    for (const { locality, city } of localities) {
      const key = `${locality.toLowerCase()}|${city.toLowerCase()}`;
      if (!locality.trim() || seen.has(key)) continue;
      seen.add(key);
      const words = searchWords(locality);
      this.localities.push({ name: locality, city, words, partial: false });
      const distinctive = words.filter(
        (w) => !GENERIC_LOCALITY_WORDS.has(w) && !cityWords.has(w) && /^[a-z]{4,}$/.test(w),
      );
      if (distinctive.length > 0 && distinctive.length < words.length)
        this.localities.push({ name: locality, city, words: distinctive, partial: true });
    }
    for (const place of [...this.cities, ...this.localities])
      for (const word of new Set(place.words)) this.byWord.set(word, [...(this.byWord.get(word) ?? []), place]);
    this.lexicon = new Lexicon(this.byWord.keys());
  }

  /** The places each of whose words some typed word stands for (exactly or with a typo): the only ones worth placing in the text. */
  private reachable(words: readonly string[]): Set<PlaceName> {
    const named = new Set(words.flatMap((w) => this.lexicon.matches(w)));
    const places = new Set<PlaceName>();
    for (const word of named)
      for (const place of this.byWord.get(word)!) if (place.words.every((w) => named.has(w))) places.add(place);
    return places;
  }

  private candidates(words: readonly string[], places: Iterable<PlaceName>): Candidate[] {
    const found: Candidate[] = [];
    for (const place of places) {
      const span = findWords(words, place.words);
      if (span) found.push({ place, span });
    }
    return found;
  }

  /** Whether these words alone name a place ("mumbay" does): such a word is never read as a project's name. */
  namesAPlace(words: readonly string[]): boolean {
    return this.find(words).used.size > 0;
  }

  find(words: readonly string[]): FoundPlaces {
    const reachable = this.reachable(words);
    const cityHits = this.candidates(
      words,
      this.cities.filter((c) => reachable.has(c)),
    );
    const localityHits = this.candidates(
      words,
      this.localities.filter((l) => reachable.has(l)),
    );
    const best = (hits: Candidate[]) =>
      hits.reduce<Candidate | null>((top, hit) => (!top || better(hit, top) ? hit : top), null);

    // The better reading of the words decides; the other kind of place may only use the remaining words.
    const first = best([...cityHits, ...localityHits]);
    const firstIsCity = first !== null && cityHits.includes(first);
    let locality = firstIsCity ? best(localityHits.filter((l) => !overlaps(l.span, first.span))) : first;
    const city = firstIsCity ? first : best(cityHits.filter((c) => !locality || !overlaps(c.span, locality.span)));
    // A city named apart from the locality decides which city's locality was meant.
    if (locality && city && locality.place.city.toLowerCase() !== city.place.city.toLowerCase()) {
      locality = best(
        localityHits.filter(
          (l) => l.place.city.toLowerCase() === city.place.city.toLowerCase() && !overlaps(l.span, city.span),
        ),
      );
    }
    let cityName = city?.place.city;
    if (locality && !city) {
      // A locality in one city only says which city; one found in several leaves the city open.
      const cities = new Set(
        this.localities.filter((l) => l.name.toLowerCase() === locality.place.name.toLowerCase()).map((l) => l.city),
      );
      if (cities.size === 1) cityName = locality.place.city;
    }
    const wordsOf = (hit: Candidate | null) =>
      new Set(hit ? Array.from({ length: hit.span.end - hit.span.start }, (_, k) => hit.span.start + k) : []);
    const cityWords = wordsOf(city);
    const localityWords = wordsOf(locality);
    return {
      ...(cityName ? { city: cityName } : {}),
      ...(locality ? { locality: locality.place.name } : {}),
      used: new Set([...cityWords, ...localityWords]),
      cityWords,
      localityWords,
    };
  }
}
