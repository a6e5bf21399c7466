import { HINDI_TERMS as T, type ProjectFields } from '@aangan/contracts';

/**
 * The Hindi texts of a few demo projects in Noida and Lucknow, as a Hindi property writer puts
 * them: the opening written for each project, the facts that follow (possession, registration)
 * from its own fields, so they agree with the English page whatever day the catalogue is made.
 */

const MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

/** 'yyyy-mm' (or a day) in words: 'मई 2028'. */
const monthWords = (value: string | undefined): string | null => {
  const month = /^(\d{4})-(\d{2})/.exec(value ?? '');
  return month ? `${MONTHS[Number(month[2]) - 1]} ${month[1]}` : null;
};

interface HindiOpening {
  title: string;
  opening: string;
}

/** The projects written in Hindi, by their English title. */
const OPENINGS: Record<string, HindiOpening> = {
  'Shivalik Gulmohar Court': {
    title: 'शिवालिक गुलमोहर कोर्ट',
    opening: `नोएडा के सेक्टर 150 में शिवालिक प्रोजेक्ट्स का शिवालिक गुलमोहर कोर्ट उन परिवारों के लिए है जिन्हें बड़ा घर भी चाहिए और सुकून भी। यहाँ 4 और 5 ${T.bhk} के पेंटहाउस हैं, खुली छतों और चारों ओर हरियाली के साथ। एक्सप्रेसवे और एक्वा लाइन मेट्रो दोनों पास हैं, इसलिए दिल्ली और ग्रेटर नोएडा आना-जाना आसान रहता है।`,
  },
  'Vistara Vatika Towers': {
    title: 'विस्तारा वाटिका टावर्स',
    opening: `विस्तारा बिल्डकॉन का विस्तारा वाटिका टावर्स नोएडा के सेक्टर 150 में है, जो शहर के सबसे हरे-भरे सेक्टरों में गिना जाता है। यहाँ 2 और 3 ${T.bhk} के ${T.apartment} हैं, जिनकी खिड़कियाँ पार्क की ओर खुलती हैं। पहली बार घर ख़रीदने वालों और छोटे परिवारों के लिए यह अच्छा विकल्प है।`,
  },
  'Vistara Tulip Vista': {
    title: 'विस्तारा ट्यूलिप विस्टा',
    opening: `नोएडा एक्सटेंशन में विस्तारा ट्यूलिप विस्टा 1, 2 और 3 ${T.bhk} के ${T.apartment} लेकर आया है। मेट्रो पास है, स्कूल और बाज़ार कुछ ही मिनट की दूरी पर हैं, और घरों में स्मार्ट होम की सुविधा दी गई है। अच्छे इलाके में नया घर ढूँढ रहे परिवारों के लिए यह ${T.project} देखने लायक है।`,
  },
  'Awadh Tulip Avenue': {
    title: 'अवध ट्यूलिप एवेन्यू',
    opening: `लखनऊ के दिल हज़रतगंज में अवध निर्माण का अवध ट्यूलिप एवेन्यू उन लोगों के लिए है जो शहर की रौनक के बीच रहना चाहते हैं। यहाँ 2 और 3 ${T.bhk} के ${T.apartment} हैं, पार्क के सामने और बाज़ार, अस्पताल व दफ़्तरों के क़रीब।`,
  },
  'Ganga Navya Vista': {
    title: 'गंगा नव्या विस्टा',
    opening: `गोमती नगर, लखनऊ में गंगा होम्स का गंगा नव्या विस्टा 1, 3 और 4 ${T.bhk} के ${T.apartment} लेकर आया है। चौड़ी सड़कें, अच्छे स्कूल और शॉपिंग मॉल पास होने से यह इलाका परिवारों की पहली पसंद है। घरों में स्मार्ट होम की सुविधा है और बुकिंग पर कोई ब्रोकरेज नहीं लगता।`,
  },
  'Ganga Chandan Enclave': {
    title: 'गंगा चंदन एन्क्लेव',
    opening: `अलीगंज, लखनऊ में गंगा चंदन एन्क्लेव 3 ${T.bhk} के ${T.villa} की गेटेड सोसाइटी है। हर ${T.villa} के साथ अपना आँगन और पार्किंग है, और सोसाइटी के बीच में बड़ा पार्क है। जिन्हें फ़्लैट की जगह अपना अलग घर चाहिए, उनके लिए यह सही जगह है।`,
  },
};

function handover(fields: ProjectFields): string {
  const possession = monthWords(fields.proposedPossessionDate);
  if (fields.possessionStatus === 'Ready to Move') return `घर ${T.readyToMove} हैं: आप चाहें तो तुरंत रहने आ सकते हैं।`;
  if (fields.possessionStatus === 'Newly Launched')
    return `यह ${T.newLaunch} है${possession ? `; ${T.possession} ${possession} तक देने का प्रस्ताव है` : ''}।`;
  return `${T.project} ${T.underConstruction} है${possession ? `; ${T.possession} ${possession} तक मिलने का प्रस्ताव है` : ''}।`;
}

/** The project with its Hindi texts, when it is one of those written in Hindi; otherwise as it is. */
export function withHindiTexts(fields: ProjectFields): ProjectFields {
  const hindi = fields.projectTitle ? OPENINGS[fields.projectTitle] : undefined;
  if (!hindi) return fields;
  const reraId = fields.reraDetails?.[0]?.projectReraId;
  const registration = reraId ? `यह ${T.project} उत्तर प्रदेश ${T.rera} में पंजीकृत है, ${T.reraNumber} ${reraId} है।` : '';
  return {
    ...fields,
    hindiProjectTitle: hindi.title,
    hindiDescription: `${hindi.opening}\n\n${handover(fields)} ${registration}\n\nतस्वीरें केवल चित्रण हैं, साइट की असली फ़ोटो नहीं।`,
    hindiFaqs: [
      ...(reraId
        ? [
            {
              question: `क्या ${hindi.title} ${T.rera} में पंजीकृत है?`,
              answer: `जी हाँ, उत्तर प्रदेश ${T.rera} में, ${T.reraNumber} ${reraId}। आप इसे https://www.up-rera.in पर ख़ुद जाँच सकते हैं।`,
            },
          ]
        : []),
      {
        question: `क्या इस ${T.project} पर ${T.homeLoan} मिलता है?`,
        answer: `जी हाँ, बड़े बैंक इस ${T.project} पर ${T.homeLoan} देते हैं। हम आपके लिए कई बैंकों के ऑफ़र की तुलना भी कर सकते हैं।`,
      },
    ],
  };
}
