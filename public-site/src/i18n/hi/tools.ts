import type { ToolsStrings } from '../en/tools.ts';
import { HINDI_TERMS as T } from '@aangan/contracts/browser';

/** The EMI calculator and the currency converter, in Hindi. */
export const tools: ToolsStrings = {
  fullStop: '।',
  emi: {
    invalidInput: 'कृपया सही संख्या लिखें',
    price: 'प्रॉपर्टी की कीमत (₹)',
    priceHint: 'रुपयों में, जैसे 7500000',
    loanPercent: 'लोन (कीमत का %)',
    loanPercentHint: '100 तक',
    rate: 'ब्याज दर (% सालाना)',
    rateHint: '0 से 30',
    years: 'अवधि (साल)',
    yearsHint: '1 से 40',
    calculate: `${T.emi} निकालें`,
    yourEmi: `आपकी ${T.emi}`,
    monthly: `मासिक ${T.emi}`,
    principal: 'लोन की रक़म',
    interest: 'कुल ब्याज',
    total: 'कुल भुगतान',
    chartSummary: (firstInterest, firstPrincipal, lastYear, lastInterest, lastPrincipal) =>
      `पहले साल की ${T.emi} में ${firstInterest} ब्याज है और ${firstPrincipal} से लोन चुकता होता है; साल ${lastYear} में ${lastInterest} ब्याज है और ${lastPrincipal} से लोन चुकता होता है।`,
    chartCaption: `हर पट्टी एक साल की ${T.emi} दिखाती है:`,
    loanRepaid: 'चुकाया गया लोन',
    interestPart: 'ब्याज',
    pageTitle: `${T.homeLoan} ${T.emi} कैलकुलेटर`,
    pageLead: 'आपकी मासिक किस्त, पूरे लोन पर कुल ब्याज, और हर साल की किस्त में दोनों का हिस्सा।',
    formulaWhere: 'जहाँ P लोन की रक़म है, r मासिक ब्याज दर और n महीनों की संख्या।',
    fees: 'बैंक प्रोसेसिंग फ़ीस और बीमा अलग से जोड़ सकते हैं।',
    toConverter: 'कीमत को अपनी करेंसी में बदलें',
  },
  converter: {
    amount: 'रक़म',
    from: 'से',
    to: 'में',
    choose: 'चुनें',
    convert: 'बदलें',
    pageTitle: 'करेंसी कन्वर्टर',
    pageLead: 'विदेश में रहने वाले खरीदारों के लिए: रुपयों में प्रॉपर्टी की कीमत आपकी अपनी करेंसी में, और वापस रुपयों में।',
    pageNote: 'आंगन की तय की हुई अनुमानित दरें; आप कितना चुकाएँगे, यह ट्रांसफ़र के दिन आपके बैंक की दर से तय होगा।',
    toEmi: `${T.homeLoan} की ${T.emi} निकालें`,
    inOtherCurrencies: 'दूसरी करेंसी में कीमत',
    indicative: 'अनुमानित दरों पर।',
    another: 'कोई दूसरी रक़म बदलें',
  },
};
