import { HINDI_TERMS, projectPriceRange, type ProjectDoc, type ProjectTopic } from '@aangan/contracts';
import { cityInHindi } from '../hindi/devanagari.ts';
import { projectStatusHi } from '../hindi/searchWordsHi.ts';
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

/**
 * The project answers in Hindi, topic by topic, written from the same facts as the English ones in
 * projectAnswer.ts (what the document does not hold is said to be unknown). Admin-written text (unit
 * titles, amenity names, the developer's name) is quoted as stored.
 */

type TopicWriter = (doc: ProjectDoc, title: string) => string;

const placeOf = (doc: ProjectDoc): string =>
  [doc.locality, doc.city ? cityInHindi(doc.city) : undefined].filter(Boolean).join(', ');

const list = (items: readonly string[]): string => listWords(items, 'hi');

const proposedHi = (doc: ProjectDoc): string =>
  doc.proposedPossessionDate
    ? `; ${HINDI_TERMS.possession} ${monthYear(doc.proposedPossessionDate, 'hi')} तक प्रस्तावित है`
    : '';

export const TOPIC_WRITERS_HI: Record<Exclude<ProjectTopic, 'faq'>, TopicWriter> = {
  price(doc, title) {
    const range = projectPriceRange(doc.units);
    if (!range)
      return `${title} की ${HINDI_TERMS.price} अनुरोध पर मिलती है: प्रोजेक्ट पेज से ${HINDI_TERMS.enquiry} भेजिए, हमारे सलाहकार ताज़ा प्राइस लिस्ट भेज देंगे।`;
    return [
      `${title}${placeOf(doc) ? ` (${placeOf(doc)})` : ''} की ${HINDI_TERMS.price} ${priceWords(range, 'hi')} है:`,
      ...(doc.units ?? []).map((u) => `• ${unitLine(u, 'hi')}`),
    ].join('\n');
  },
  rera(doc, title) {
    const ids = reraIds(doc);
    if (ids.length)
      return `जी हाँ, ${title} ${HINDI_TERMS.rera} में रजिस्टर्ड है: ${list(ids)}।\n${HINDI_TERMS.rera} की पूरी जानकारी प्रोजेक्ट पेज पर संपर्क फ़ॉर्म भेजने के बाद खुलती है; यह नंबर अपने राज्य की ${HINDI_TERMS.rera} वेबसाइट पर भी जाँच लीजिए।`;
    if (doc.highlightTags?.includes('RERA Registered'))
      return `${title} ${HINDI_TERMS.rera} रजिस्टर्ड के रूप में लिस्टेड है, लेकिन इसकी ${HINDI_TERMS.reraNumber} अभी हमारे पास नहीं है। बुकिंग से पहले हमारे सलाहकार से यह नंबर ज़रूर लीजिए।`;
    return `${title} का कोई ${HINDI_TERMS.rera} पंजीकरण हमारे पास दर्ज नहीं है। बुकिंग से पहले हमारे सलाहकार से पूछिए और राज्य की ${HINDI_TERMS.rera} वेबसाइट पर जाँच लीजिए।`;
  },
  possession(doc, title) {
    switch (doc.possessionStatus) {
      case 'Ready to Move':
        return `${title} ${HINDI_TERMS.readyToMove} है: आप तुरंत रहने आ सकते हैं।`;
      case 'Under Construction':
        return `${title} ${HINDI_TERMS.underConstruction} है${proposedHi(doc)}।`;
      case 'Newly Launched':
        return `${title} ${HINDI_TERMS.newLaunch} है${doc.launchDate ? ` (${monthYear(doc.launchDate, 'hi')} में लॉन्च हुआ)` : ''}${proposedHi(doc)}।`;
      case undefined:
        return `${title} का ${HINDI_TERMS.possession} स्टेटस अभी लिस्टेड नहीं है।`;
      default: {
        const unknown: never = doc.possessionStatus;
        return unknown;
      }
    }
  },
  amenities(doc, title) {
    const amenities = amenityLabels(doc.amenities);
    const land = landAmenityLabels(doc.landAmenities);
    if (!amenities.length && !land.length) return `${title} की ${HINDI_TERMS.amenities} अभी लिस्टेड नहीं हैं।`;
    return [
      amenities.length ? `${title} में ये ${HINDI_TERMS.amenities} हैं: ${list(amenities)}।` : null,
      land.length ? `ज़मीन पर: ${list(land)}।` : null,
    ]
      .filter(Boolean)
      .join('\n');
  },
  location(doc, title) {
    const nearby = nearbyPlaces(doc, 5);
    const where = [doc.locality, doc.city ? cityInHindi(doc.city) : undefined, doc.state].filter(Boolean).join(', ');
    return [
      where ? `${title} ${where} में है।` : `${title} की लोकेशन अभी लिस्टेड नहीं है।`,
      ...(nearby.length ? [`आसपास: ${list(nearby)}।`] : []),
    ].join('\n');
  },
  developer(doc, title) {
    const d = doc.developer;
    if (!d) return `${title} के ${HINDI_TERMS.developer} की जानकारी अभी लिस्टेड नहीं है।`;
    const facts = [
      d.sinceYear ? `${d.sinceYear} से निर्माण में` : null,
      d.totalProjects ? `${d.totalProjects} ${HINDI_TERMS.projects}` : null,
      d.rating ? `रेटिंग ${d.rating}/5` : null,
    ].filter(Boolean);
    return `${title} के ${HINDI_TERMS.developer} ${d.name} हैं${facts.length ? ` (${facts.join(', ')})` : ''}।`;
  },
  units(doc, title) {
    const units = doc.units ?? [];
    if (!units.length) return `${title} के यूनिट प्लान अभी लिस्टेड नहीं हैं।`;
    const sizes = unitSizeRange(units, 'hi');
    return [
      `${title} में ${units.length === 1 ? 'एक कॉन्फ़िगरेशन है' : `${units.length} कॉन्फ़िगरेशन हैं`}${sizes ? ` (${sizes})` : ''}:`,
      ...units.map((u) => `• ${unitLine(u, 'hi')}`),
    ].join('\n');
  },
  overview(doc, title) {
    const kind = kindWords(doc);
    const mix = bedroomMix(doc.units, 'hi');
    const range = projectPriceRange(doc.units);
    const price = range ? priceWords(range, 'hi') : null;
    const sentences = [
      `${title}${placeOf(doc) ? ` ${placeOf(doc)} में` : ''}${doc.developer?.name ? ` ${doc.developer.name} का` : ''} ${kind ? `${kind} ` : ''}${HINDI_TERMS.project} है।`,
      mix
        ? `इसमें ${mix} घर हैं${price ? `, जिनकी ${HINDI_TERMS.price} ${price} है` : ''}।`
        : price
          ? `${HINDI_TERMS.price}: ${price}।`
          : null,
      doc.possessionStatus ? `स्टेटस: ${projectStatusHi(doc.possessionStatus)}।` : null,
      reraIds(doc).length ? `${HINDI_TERMS.rera}: ${list(reraIds(doc))}।` : null,
    ];
    return sentences.filter(Boolean).join(' ');
  },
};

/** The other questions about a project, as quick replies that read back as the same question. */
export const FOLLOW_UPS_HI: Record<Exclude<ProjectTopic, 'faq'>, (title: string) => string> = {
  price: (t) => `${t} की ${HINDI_TERMS.price}`,
  rera: (t) => `क्या ${t} ${HINDI_TERMS.rera} में रजिस्टर्ड है?`,
  amenities: (t) => `${t} की ${HINDI_TERMS.amenities}`,
  possession: (t) => `${t} का ${HINDI_TERMS.possession} कब है?`,
  location: (t) => `${t} कहाँ है?`,
  developer: (t) => `${t} का ${HINDI_TERMS.developer} कौन है?`,
  units: (t) => `${t} के ${HINDI_TERMS.floorPlan}`,
  overview: (t) => `${t} के बारे में बताइए`,
};
