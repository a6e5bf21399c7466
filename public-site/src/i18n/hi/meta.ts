import type { MetaStrings } from '../en/meta.ts';
import { HINDI_TERMS as T } from '@aangan/contracts/browser';

const SITE_NAME = 'आंगन';

/** Page titles and descriptions for search engines and link previews, in Hindi. */
export const meta: MetaStrings = {
  siteName: SITE_NAME,
  title: (name) => `${name} | ${SITE_NAME}`,
  home: {
    title: `${SITE_NAME} | पूरे भारत में नए घर और ${T.projects}`,
    description: `नोएडा, गुरुग्राम, मुंबई और दूसरे शहरों में ${T.rera} पंजीकृत ${T.residential}, ${T.commercial} और ${T.farmland} ${T.projects} खोजें, आंगन के विशेषज्ञों की सलाह के साथ।`,
  },
  search: (heading, total) =>
    `${heading}: आंगन पर ${total} ${T.projects} की ${T.price}, कॉन्फ़िगरेशन और ${T.possession} की स्थिति की तुलना करें।`,
  project: {
    inPlace: (title, place) => (place ? `${title}, ${place}` : title),
    description: (title, place, developer, price) =>
      `${title}${place ? `, ${place}` : ''}${developer ? ` (${developer})` : ''}: ` +
      `${price ? `${T.price} ${price}, ` : ''}यूनिट, ${T.amenities}, लोकेशन और ${T.rera} पंजीकरण, ${SITE_NAME} पर।`,
  },
  article: (title, section) => `${title}, ${SITE_NAME} के ${section} में।`,
  articleList: {
    page: (page) => ` (पेज ${page})`,
    description: (section) =>
      `आंगन के ${section}: भारत में घर ख़रीदना, नए ${T.projects}, ${T.price}, ${T.rera} और ${T.homeLoan}।`,
  },
  contact: {
    title: 'संपर्क करें',
    description: `किसी ${T.project}, ${T.homeLoan} या ${T.siteVisit} के बारे में आंगन से पूछें। नोएडा, मुंबई, लखनऊ, गुरुग्राम और ज़ीरकपुर में दफ़्तर।`,
  },
  careers: {
    title: 'करियर',
    description: 'आंगन के साथ काम करें: पूरे भारत में रियल एस्टेट सलाह, सेल्स और ग्राहक सेवा की नौकरियों के लिए आवेदन करें।',
  },
  privacy: {
    title: 'गोपनीयता नीति',
    description: `आंगन ${T.enquiry}, संपर्क और करियर फ़ॉर्म में दी गई आपकी जानकारी का कैसे इस्तेमाल करता है, और उसे कैसे मिटवाएँ।`,
  },
  story: {
    title: 'हमारी कहानी',
    description: 'हम कौन हैं: आंगन की कहानी, हमारे सीईओ और सीओओ के संदेश, हमारे मूल्य, हमारी सेवाएँ और आंगन में काम का माहौल।',
  },
  faqs: {
    title: 'अक्सर पूछे जाने वाले सवाल',
    description: `ख़रीदार आंगन से सबसे ज़्यादा क्या पूछते हैं: फ़ीस, ${T.rera} पंजीकरण, ${T.homeLoan}, ${T.siteVisit} और आपकी निजी जानकारी।`,
  },
  terms: {
    title: 'नियम और शर्तें',
    description: `आंगन की वेबसाइट के इस्तेमाल की शर्तें: लिस्टिंग, ${T.enquiry}, सलाह, बौद्धिक संपदा और ज़िम्मेदारी।`,
  },
  reraDisclaimer: {
    title: `${T.rera} अस्वीकरण`,
    description: `आंगन ${T.rera} पंजीकरण कैसे दिखाता है, और ख़रीदने से पहले राज्य की ${T.rera} वेबसाइट पर ${T.project} कैसे जाँचें।`,
  },
  sitemap: {
    title: 'साइटमैप',
    description: `आंगन की वेबसाइट के सभी हिस्से एक जगह: शहर और प्रकार के हिसाब से ${T.projects}, हमारी कहानी, ब्लॉग, समाचार और मदद।`,
  },
  operations: {
    title: `${SITE_NAME} में काम`,
    description: `${SITE_NAME} में काम: हमारी टीमें कैसे काम करती हैं, आगे बढ़ती हैं और साथ मिलकर जश्न मनाती हैं, और आप उनसे कैसे जुड़ें।`,
  },
  compare: {
    title: `${T.projects} की तुलना | ${SITE_NAME}`,
    description: `आंगन पर आपके चुने हुए ${T.projects}, साथ-साथ।`,
  },
  login: { title: 'लॉग इन', description: `${SITE_NAME} में लॉग इन करें।` },
  shortlist: {
    title: `मेरी ${T.shortlist}`,
    description: `आंगन पर आपके सहेजे हुए ${T.projects}, और सहेजने के बाद उनमें क्या बदला।`,
  },
  alerts: {
    title: 'प्रॉपर्टी अलर्ट',
    outcomes: {
      'Alerts confirmed': 'अलर्ट की पुष्टि हो गई',
      'You are unsubscribed': 'आपकी सदस्यता ख़त्म हो गई',
      'This link does not work': 'यह लिंक काम नहीं करता',
    },
    description: `जब कोई नया ${T.project} आपकी खोज से मेल खाए, या आपके देखे जा रहे ${T.project} की ${T.price}, ${T.possession} या ${T.rera} स्थिति बदले, तो ईमेल पाएँ।`,
  },
  emiCalculator: {
    title: `${T.homeLoan} ${T.emi} कैलकुलेटर`,
    description: `किसी भी प्रॉपर्टी की ${T.price}, ब्याज दर और अवधि के लिए ${T.homeLoan} की मासिक ${T.emi}, कुल ब्याज और साल-दर-साल भुगतान जानें।`,
  },
  currencyConverter: {
    title: 'एनआरआई ख़रीदारों के लिए करेंसी कन्वर्टर',
    description:
      'भारतीय प्रॉपर्टी की कीमतें अमेरिकी डॉलर, दिरहम, पाउंड, यूरो और सिंगापुर डॉलर में बदलें, और वापस भी, अनुमानित दरों पर।',
  },
  notFound: { title: `पेज नहीं मिला | ${SITE_NAME}`, description: 'यह पेज आंगन पर मौजूद नहीं है।' },
  unavailable: { title: `कृपया दोबारा कोशिश करें | ${SITE_NAME}`, description: 'यह पेज अभी लोड नहीं हो सका।' },
  gone: {
    title: `यह ${T.project} अब लिस्टेड नहीं है | ${SITE_NAME}`,
    description: `यह ${T.project} आंगन से हटा दिया गया है। इसकी जगह मिलते-जुलते ${T.projects} दिखाए गए हैं।`,
  },
  crumbs: {
    Home: 'होम',
    Projects: T.projects,
    'Search results': 'खोज के नतीजे',
    'Our story': 'हमारी कहानी',
    Blogs: 'ब्लॉग',
    News: 'समाचार',
    'Awards and recognition': 'पुरस्कार और सम्मान',
    Careers: 'करियर',
    'Contact us': 'संपर्क करें',
    FAQs: 'अक्सर पूछे जाने वाले सवाल',
    'EMI calculator': `${T.emi} कैलकुलेटर`,
    'Currency converter': 'करेंसी कन्वर्टर',
    'Terms and conditions': 'नियम और शर्तें',
    'Privacy policy': 'गोपनीयता नीति',
    'RERA disclaimer': `${T.rera} अस्वीकरण`,
    Sitemap: 'साइटमैप',
    'Life at Aangan': 'आंगन में काम',
  },
};
