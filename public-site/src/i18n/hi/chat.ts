import type { ChatStrings } from '../en/chat.ts';
import { HINDI_TERMS as T } from '@aangan/contracts/browser';

/** The assistant's chat panel (its replies come from the API in the asker's language), in Hindi. */
export const chat: ChatStrings = {
  greeting: 'नमस्ते',
  callBackPrompt: 'कॉल बैक का अनुरोध करें',
  title: 'आंगन असिस्टेंट',
  failed: 'माफ़ कीजिए, अभी जवाब नहीं मिल सका। कृपया दोबारा कोशिश करें।',
  close: 'चैट बंद करें',
  conversation: 'बातचीत',
  you: 'आप: ',
  assistant: 'असिस्टेंट: ',
  typing: 'असिस्टेंट लिख रहा है',
  retry: 'दोबारा कोशिश करें',
  question: 'आपका सवाल',
  placeholder: `जैसे: नोएडा में 2 ${T.bhk} 1 ${T.crore} तक`,
  send: 'भेजें',
  suggested: 'सुझाए गए सवाल',
  seeAll: (total) => (total === null ? 'सभी नतीजे देखें' : `सभी नतीजे देखें (${total})`),
  priceOnRequest: `${T.price} के लिए संपर्क करें`,
  perMonth: ' प्रति माह',
  loan: 'लोन',
  interest: 'ब्याज',
  perYear: (percent) => `${percent}% सालाना`,
  tenure: 'अवधि',
  years: (months) => (months % 12 === 0 ? `${months / 12} साल` : `${months} महीने`),
  totalInterest: 'कुल ब्याज',
};
