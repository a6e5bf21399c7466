import type { HomeStrings } from '../en/home.ts';
import { HINDI_TERMS as T } from '@aangan/contracts/browser';

/** The home page, in Hindi. */
export const home: HomeStrings = {
  title: 'अपना अगला घर खोजें, भरोसेमंद सलाह के साथ',
  lead: `पूरे भारत के जाने-माने ${T.developer}ों के ${T.rera} पंजीकृत ${T.projects}, और पहली ${T.siteVisit} से ${T.possession} तक आपके साथ एक सलाहकार।`,
  popular: 'लोकप्रिय:',
  inNumbers: 'आंकड़ों में आंगन',
  featuredCities: 'प्रमुख शहर',
  newest: `सबसे नए ${T.projects}`,
  seeAll: `सभी ${T.projects} देखें`,
  testimonials: 'हमारे ग्राहक क्या कहते हैं',
  carousel: {
    label: 'ख़ास बातें',
    slide: (position, count) => `${count} में से ${position}`,
    previous: 'पिछली स्लाइड',
    next: 'अगली स्लाइड',
    pause: 'स्लाइड रोकें',
    play: 'स्लाइड चलाएँ',
    close: 'बैनर बंद करें',
  },
};
