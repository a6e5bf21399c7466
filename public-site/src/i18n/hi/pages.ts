import type { PagesStrings } from '../en/pages.ts';
import { HINDI_TERMS as T } from '@aangan/contracts/browser';

/** Story, articles, FAQs, careers, contact, legal, operations, sitemap, sign-in and error pages, in Hindi. */
export const pages: PagesStrings = {
  story: {
    stats: 'आंकड़ों में आंगन',
    leaders: 'हमारे नेतृत्व की ओर से',
    values: 'हमारे मूल मूल्य',
    services: 'हम आपके लिए क्या करते हैं',
    life: 'आंगन में काम',
    partners: 'हमारे मार्केटिंग पार्टनर',
    certificates: 'पंजीकरण और प्रमाणपत्र',
  },
  articles: {
    leads: {
      blog: `भारत में घर खरीदने के लिए गाइड और सुझाव: कीमतें, ${T.rera}, ${T.homeLoan}, वास्तु और उन शहरों का जीवन जहाँ हम काम करते हैं।`,
      news: `आंगन में और हमारे ${T.projects} में क्या नया है।`,
      award: 'आंगन और उसकी टीम को मिले सम्मान।',
    },
    empty: 'यहाँ अभी कुछ प्रकाशित नहीं हुआ है। कृपया जल्द ही दोबारा देखें।',
    pagerLabel: (section) => `${section} के पेज`,
    minutesRead: (minutes) => `${minutes} मिनट में पढ़ें`,
    publishedOn: 'प्रकाशित: ',
    breadcrumb: 'आप यहाँ हैं',
    more: (section) => `सभी ${section} देखें`,
  },
  faq: {
    title: 'अक्सर पूछे जाने वाले सवाल',
    lead: 'खरीदार हमसे सबसे ज़्यादा यही पूछते हैं। जवाब देखने के लिए सवाल पर टैप करें।',
    stillAsking: 'कोई और सवाल है? ',
    writeToUs: 'हमें लिखें',
    orAskAssistant: ' या चैट में असिस्टेंट से पूछें।',
  },
  careers: {
    title: 'आंगन में करियर',
    lead: 'हम पूरे भारत में परिवारों को सही घर खरीदने में मदद करते हैं। अगर आपको रियल एस्टेट, सलाह देना और लोगों से मिलना पसंद है, तो हमें अपना आवेदन भेजें: हम हर आवेदन पढ़ते हैं।',
    apply: 'अभी आवेदन करें',
  },
  contact: {
    title: 'हम आपकी क्या मदद कर सकते हैं?',
    lead: `बताइए कि आप क्या ढूँढ रहे हैं, आंगन के सलाहकार आपसे संपर्क करेंगे। यह फ़ॉर्म भेजने के बाद ${T.project} पेजों पर ${T.floorPlan}, ${T.rera} की जानकारी और ${T.brochure} आपके लिए खुल जाते हैं।`,
    sendMessage: 'हमें संदेश भेजें',
    offices: 'हमारे ऑफ़िस',
    talk: 'हमसे बात करें',
    call: (phone) => `${phone} पर कॉल करें`,
    whatsapp: 'व्हाट्सऐप पर चैट करें',
  },
  operations: {
    title: 'आंगन में काम',
    lead: 'हमारे सलाहकार, रिलेशनशिप मैनेजर और ऑपरेशंस टीमें पूरे भारत में काम करती हैं, ताकि हर खरीदार को पहली साइट विज़िट से लेकर चाबी मिलने तक सीधे जवाब मिलें। हम मिलकर ऐसे काम करते हैं।',
    teams: 'हमारी टीमें',
    values: 'हमारे उसूल',
    voices: 'हमारे साथी क्या कहते हैं',
    numbers: 'आंकड़ों में आंगन',
    join: 'हमसे जुड़ें',
    hiring: 'हम जिन शहरों में काम करते हैं, वहाँ सलाहकार, सेल्स और कस्टमर केयर के लोगों को नौकरी देते हैं।',
    seeCareers: 'आंगन में करियर देखें',
  },
  sitemap: {
    title: 'साइटमैप',
    projects: T.projects,
    allProjects: `सभी ${T.projects}`,
    projectTypes: {
      Residential: `${T.residential} ${T.projects}`,
      Commercial: `${T.commercial} ${T.projects}`,
      Industrial: `इंडस्ट्रियल ${T.projects}`,
      Farmland: `${T.farmland} ${T.projects}`,
    },
    byCity: `शहर के अनुसार ${T.projects}`,
    sections: { about: 'आंगन के बारे में', read: 'पढ़ें', policies: 'नीतियाँ' },
  },
  login: {
    title: 'लॉग इन',
    signedInAs: (userType) => `आप लॉग इन हैं (${userType})।`,
    goToSite: 'साइट पर जाएँ',
    signOut: 'लॉग आउट',
    code: 'ऑथेंटिकेटर ऐप का कोड',
    email: 'ईमेल',
    password: 'पासवर्ड',
    verify: 'पुष्टि करें',
    signIn: 'लॉग इन करें',
    backHome: 'होम पेज पर वापस जाएँ',
    failed: 'कुछ गड़बड़ हो गई',
    refusals: {
      'Email or password is incorrect': 'ईमेल या पासवर्ड गलत है',
      'Entered OTP is incorrect': 'डाला गया कोड गलत है',
      'Enter a valid email': 'सही ईमेल लिखें',
      'Too many failed sign-in attempts. Please wait and try again.':
        'लॉग इन की कई कोशिशें नाकाम रहीं। कृपया थोड़ी देर रुककर दोबारा कोशिश करें।',
    },
  },
};
