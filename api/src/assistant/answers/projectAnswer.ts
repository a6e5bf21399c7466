import { projectPriceRange, type Locale, type ProjectDoc, type ProjectTopic } from '@aangan/contracts';
import { toCard } from '../../projects/projectCards.ts';
import { capitalise, cardLine, describeFilters } from '../describeSearch.ts';
import { cityInHindi } from '../hindi/devanagari.ts';
import { bestQuestionMatch } from '../keywordOverlap.ts';
import {
  amenityLabels,
  bedroomMix,
  kindWords,
  landAmenityLabels,
  listWords,
  monthYear,
  nearbyPlaces,
  priceWords,
  reraIds,
  unitLine,
  unitSizeRange,
} from '../projectFacts.ts';
import { starterSuggestions, type Answer, type AnswerContext } from './answer.ts';
import { FOLLOW_UPS_HI, TOPIC_WRITERS_HI } from './projectTopicsHi.ts';

/**
 * Questions about one project by name: its price, RERA registration, possession, amenities,
 * location, developer, units, or its own FAQs. Everything said comes from the project's document
 * in the read model; what the document does not hold is said to be unknown, never guessed.
 */

/** A project FAQ answers when its question shares this much with the prompt (keyword overlap, 0..1). */
const PROJECT_FAQ_MATCH = 0.5;
/** Projects listed when a name fits several. */
const MAX_CANDIDATES_SHOWN = 5;

const placeOf = (doc: ProjectDoc): string => [doc.locality, doc.city].filter(Boolean).join(', ');

type TopicWriter = (doc: ProjectDoc, title: string) => string;

const TOPIC_WRITERS: Record<Exclude<ProjectTopic, 'faq'>, TopicWriter> = {
  price(doc, title) {
    const range = projectPriceRange(doc.units);
    if (!range)
      return `Prices for ${title} are on request: send an enquiry from the project page and our advisor will share the latest price list.`;
    return [
      `${title}${placeOf(doc) ? ` (${placeOf(doc)})` : ''} is priced at ${priceWords(range)}:`,
      ...(doc.units ?? []).map((u) => `• ${unitLine(u)}`),
    ].join('\n');
  },
  rera(doc, title) {
    // The registration number only: every other RERA field (the authority, the registry's link, dates,
    // documents) is behind the contact form on the project page (spec §6), and the assistant opens no gate.
    const ids = reraIds(doc);
    if (ids.length) {
      return `Yes. ${title} is RERA registered: ${listWords(ids)}.\nThe full RERA details open on the project page once you send the contact form there; check the number on your state's RERA website too.`;
    }
    if (doc.highlightTags?.includes('RERA Registered'))
      return `${title} is listed as RERA registered, but its registration number is not on file yet. Ask our advisor for it before you book.`;
    return `I don't have a RERA registration for ${title} on file. Ask our advisor before you book, and check the state RERA website.`;
  },
  possession(doc, title) {
    const proposed = doc.proposedPossessionDate ? monthYear(doc.proposedPossessionDate) : null;
    switch (doc.possessionStatus) {
      case 'Ready to Move':
        return `${title} is ready to move in.`;
      case 'Under Construction':
        return `${title} is under construction${proposed ? `; possession is proposed for ${proposed}` : ''}.`;
      case 'Newly Launched':
        return `${title} is newly launched${doc.launchDate ? ` (launched ${monthYear(doc.launchDate)})` : ''}${proposed ? `; possession is proposed for ${proposed}` : ''}.`;
      case undefined:
        return `The possession status of ${title} is not listed yet.`;
      default: {
        const unknown: never = doc.possessionStatus;
        return unknown;
      }
    }
  },
  amenities(doc, title) {
    const amenities = amenityLabels(doc.amenities);
    const land = landAmenityLabels(doc.landAmenities);
    if (!amenities.length && !land.length) return `Amenities for ${title} are not listed yet.`;
    return [
      amenities.length ? `${title} offers ${listWords(amenities)}.` : null,
      land.length ? `On the land: ${listWords(land)}.` : null,
    ]
      .filter(Boolean)
      .join('\n');
  },
  location(doc, title) {
    const nearby = nearbyPlaces(doc, 5);
    const where = [doc.locality, doc.city, doc.state].filter(Boolean).join(', ');
    return [
      `${title} is in ${where || 'a location not listed yet'}.`,
      ...(nearby.length ? [`Nearby: ${listWords(nearby)}.`] : []),
    ].join('\n');
  },
  developer(doc, title) {
    const d = doc.developer;
    if (!d) return `The developer of ${title} is not listed yet.`;
    const facts = [
      d.sinceYear ? `building since ${d.sinceYear}` : null,
      d.totalProjects ? `${d.totalProjects} projects` : null,
      d.rating ? `rated ${d.rating}/5` : null,
    ].filter(Boolean);
    return `${title} is developed by ${d.name}${facts.length ? ` (${facts.join(', ')})` : ''}.`;
  },
  units(doc, title) {
    const units = doc.units ?? [];
    if (!units.length) return `The unit plans of ${title} are not listed yet.`;
    const sizes = unitSizeRange(units);
    return [
      `${title} has ${units.length === 1 ? 'one configuration' : `${units.length} configurations`}${sizes ? `, from ${sizes}` : ''}:`,
      ...units.map((u) => `• ${unitLine(u)}`),
    ].join('\n');
  },
  overview(doc, title) {
    const kind = kindWords(doc);
    const mix = bedroomMix(doc.units);
    const range = projectPriceRange(doc.units);
    const sentences = [
      `${title} is ${kind ? `a ${kind} project` : 'a project'}${placeOf(doc) ? ` in ${placeOf(doc)}` : ''}${doc.developer?.name ? ` by ${doc.developer.name}` : ''}.`,
      mix || range
        ? `${mix ? `It has ${mix} homes` : 'Prices'}${range ? `${mix ? ' priced at' : ' range from'} ${priceWords(range)}` : ''}.`
        : null,
      doc.possessionStatus ? `Status: ${doc.possessionStatus.toLowerCase()}.` : null,
      reraIds(doc).length ? `RERA: ${listWords(reraIds(doc))}.` : null,
    ];
    return sentences.filter(Boolean).join(' ');
  },
};

const FOLLOW_UPS: [ProjectTopic, (title: string) => string][] = [
  ['price', (t) => `Price of ${t}`],
  ['rera', (t) => `Is ${t} RERA registered?`],
  ['amenities', (t) => `Amenities of ${t}`],
  ['possession', (t) => `Possession of ${t}`],
  ['location', (t) => `Where is ${t}?`],
];

/** The sentences around a project's facts, in each language. */
const WORDS: Readonly<
  Record<
    Locale,
    {
      didYouMean(one: boolean): string;
      tellMeAbout(title: string): string;
      whichCity(count: number): string;
      whichProject: string;
      askIn(asksPrice: boolean, title: string, city?: string): string;
      notFound(city?: string): string;
    }
  >
> = {
  en: {
    didYouMean: (one) =>
      `I couldn't find a project by exactly that name on Aangan. Did you mean ${one ? 'this one' : 'one of these'}?`,
    tellMeAbout: (title) => `Tell me about ${title}`,
    whichCity: (count) => `${count} listed projects match that name. Which city do you mean? For example:`,
    whichProject: 'Which of these projects do you mean?',
    askIn: (asksPrice, title, city) =>
      `${asksPrice ? 'Price of' : 'Tell me about'} ${title}${city ? ` in ${city}` : ''}`,
    notFound: (city) =>
      "I couldn't find a project by that name among the projects listed on Aangan. Please check the spelling, " +
      `or tell me the city, budget and BHK you have in mind and I will show what is available${city ? ` in ${city}` : ''}.`,
  },
  hi: {
    didYouMean: (one) =>
      `Aangan पर ठीक इसी नाम का कोई प्रोजेक्ट नहीं मिला। क्या आपका मतलब ${one ? 'इस प्रोजेक्ट' : 'इनमें से किसी प्रोजेक्ट'} से है?`,
    tellMeAbout: (title) => FOLLOW_UPS_HI.overview(title),
    whichCity: (count) => `इस नाम से ${count} लिस्टेड प्रोजेक्ट मिलते हैं। आप किस शहर की बात कर रहे हैं? उदाहरण के लिए:`,
    whichProject: 'आप इनमें से किस प्रोजेक्ट की बात कर रहे हैं?',
    askIn: (asksPrice, title, city) =>
      `${city ? `${cityInHindi(city)} में ` : ''}${asksPrice ? FOLLOW_UPS_HI.price(title) : FOLLOW_UPS_HI.overview(title)}`,
    notFound: (city) =>
      'Aangan पर लिस्टेड प्रोजेक्ट में इस नाम का कोई प्रोजेक्ट नहीं मिला। कृपया नाम की स्पेलिंग जाँच लीजिए, ' +
      `या अपना शहर, बजट और बीएचके बताइए, मैं दिखाऊँगा कि${city ? ` ${cityInHindi(city)} में` : ''} क्या उपलब्ध है।`,
  },
};

export async function projectAnswer(ctx: AnswerContext): Promise<Answer> {
  const docs = await ctx.search.projectsById(ctx.analysis.namedProjects.map((p) => p._id));
  if (docs.length === 0) return projectNotFoundAnswer(ctx);
  const { language } = ctx;
  const words = WORDS[language];
  const cards = docs.map((d) => toCard(d));
  const lineOf = (card: (typeof cards)[number]) => cardLine(card, language);
  // One word of a title, beside words that name nothing we list ("kesar vatika"): likely another project, so ask.
  if (!ctx.analysis.namedExactly && ctx.analysis.unexplained.length > 0) {
    return {
      intent: 'projectNotFound',
      text: [words.didYouMean(docs.length === 1), ...cards.map(lineOf)].join('\n'),
      projects: cards,
      suggestions: docs.map((d) => words.tellMeAbout(d.projectTitle ?? '')),
    };
  }
  if (docs.length > 1) {
    // Several projects answer to the name (the same title in several cities): the city tells them apart.
    const shown = cards.slice(0, MAX_CANDIDATES_SHOWN);
    const cities = [...new Set(docs.map((d) => d.city).filter(Boolean))].slice(0, MAX_CANDIDATES_SHOWN);
    const asksPrice = ctx.analysis.topic === 'price' || !ctx.analysis.topic;
    return {
      intent: 'projectInfo',
      text: [docs.length > shown.length ? words.whichCity(docs.length) : words.whichProject, ...shown.map(lineOf)].join(
        '\n',
      ),
      projects: shown,
      suggestions:
        cities.length > 1
          ? cities.map((city) => words.askIn(asksPrice, docs.find((d) => d.city === city)!.projectTitle ?? '', city))
          : shown.map((c) => words.askIn(asksPrice, c.projectTitle ?? '')),
      understood: { projectIds: shown.map((c) => c._id), ...(ctx.analysis.topic ? { topic: ctx.analysis.topic } : {}) },
    };
  }
  const doc = docs[0];
  const title = doc.projectTitle ?? (language === 'hi' ? 'यह प्रोजेक्ट' : 'This project');
  const faq = doc.faqs?.length ? bestQuestionMatch(ctx.analysis.textWithoutProject, doc.faqs) : null;
  let topic: ProjectTopic;
  let text: string;
  if (faq && faq.score >= PROJECT_FAQ_MATCH) {
    topic = 'faq';
    text = `${title}: ${faq.entry.answer}`;
  } else {
    topic = ctx.analysis.topic ?? 'overview';
    text = (language === 'hi' ? TOPIC_WRITERS_HI : TOPIC_WRITERS)[topic === 'faq' ? 'overview' : topic](doc, title);
  }
  return {
    intent: 'projectInfo',
    text,
    projects: cards,
    suggestions: FOLLOW_UPS.filter(([t]) => t !== topic)
      .slice(0, 3)
      .map(([t, ask]) => (language === 'hi' && t !== 'faq' ? FOLLOW_UPS_HI[t](title) : ask(title))),
    understood: { projectIds: [doc._id], topic },
  };
}

export function projectNotFoundAnswer(ctx: AnswerContext): Answer {
  const { city } = ctx.analysis.filters;
  const { language } = ctx;
  return {
    intent: 'projectNotFound',
    // The name typed is not repeated: it names no listed project, and the answer names only projects that exist.
    text: WORDS[language].notFound(city),
    projects: [],
    suggestions: city ? [capitalise(describeFilters({ city }, language))] : starterSuggestions(ctx.catalogue, language),
  };
}
