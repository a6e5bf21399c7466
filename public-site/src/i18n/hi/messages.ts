import type { MessagesStrings } from '../en/messages.ts';

/** Messages that come from the contracts and the API (validation, success and failure), by their English text, in Hindi. */
export const messages: MessagesStrings = {
  'Please enter your first name': 'कृपया अपना पहला नाम लिखें',
  'Please enter your last name': 'कृपया अपना उपनाम लिखें',
  'Please enter your mobile number': 'कृपया अपना मोबाइल नंबर लिखें',
  'Please enter your email': 'कृपया अपना ईमेल लिखें',
  'Email is invalid': 'ईमेल सही नहीं है',
  'Please enter your message': 'कृपया अपना संदेश लिखें',
  'Please enter a valid mobile number': 'कृपया सही मोबाइल नंबर लिखें',
  'Enter a valid email': 'सही ईमेल लिखें',
  'Phone number must be 10 digits': 'फ़ोन नंबर 10 अंकों का होना चाहिए',
  'Please agree to the privacy notice so we can contact you': 'हम आपसे संपर्क कर सकें, इसके लिए कृपया गोपनीयता सूचना से सहमति दें',
  'The privacy notice has changed. Please read it and agree again.':
    'गोपनीयता सूचना बदल गई है। कृपया इसे पढ़ें और दोबारा सहमति दें।',
  'Please select your notice period': 'कृपया अपना नोटिस पीरियड चुनें',
  'Please enter your CTC in lakhs per year (a number)': 'कृपया अपना CTC लाख प्रति वर्ष में लिखें (सिर्फ़ संख्या)',
  'Please enter your name': 'कृपया अपना नाम लिखें',
  'Enquiry sent successfully!': 'आपकी पूछताछ भेज दी गई है!',
  'Thanks for submitting the form!': 'फ़ॉर्म भेजने के लिए धन्यवाद!',
  'Form submitted successfully!': 'फ़ॉर्म सफलतापूर्वक भेज दिया गया!',
  'Thanks! We will call you back soon.': 'धन्यवाद! हम जल्द ही आपको कॉल करेंगे।',
  'That was quicker than a person can fill the form. Please check your details and send it again.':
    'फ़ॉर्म इतनी जल्दी भरा गया जितना कोई व्यक्ति नहीं भर सकता। कृपया अपनी जानकारी जाँचें और फिर से भेजें।',
  'This form has expired. Please reload the page and send it again.':
    'इस फ़ॉर्म की समय-सीमा ख़त्म हो गई है। कृपया पेज दोबारा लोड करें और फिर से भेजें।',
  'Too many forms sent from this connection. Please wait a little and try again.':
    'इस कनेक्शन से बहुत ज़्यादा फ़ॉर्म भेजे गए हैं। कृपया थोड़ी देर रुककर दोबारा कोशिश करें।',
  'We already have several requests from this mobile number. Our team will call you soon.':
    'इस मोबाइल नंबर से हमें पहले ही कई अनुरोध मिल चुके हैं। हमारी टीम जल्द ही आपको कॉल करेगी।',
  'Please upload your resume.': 'कृपया अपना रिज़्यूमे अपलोड करें।',
  'Please select a PDF file.': 'कृपया PDF फ़ाइल चुनें।',
  'Please upload a résumé of at most 5 MB.': 'कृपया 5 MB तक का रिज़्यूमे अपलोड करें।',
  'Please choose a file to upload.': 'कृपया अपलोड करने के लिए फ़ाइल चुनें।',
  'Error uploading file. Please try again.': 'फ़ाइल अपलोड करने में गड़बड़ी हुई। कृपया दोबारा कोशिश करें।',
  'We use your name, phone number and email only to answer this request (and, for job applications, to consider you for a role). We do not sell them or pass them to developers without asking you. You can ask us to erase them at any time; résumés are deleted automatically after six months.':
    'आपका नाम, फ़ोन नंबर और ईमेल हम सिर्फ़ इस अनुरोध का जवाब देने के लिए (और नौकरी के आवेदन में, आपको किसी पद के लिए परखने के लिए) इस्तेमाल करते हैं। हम इन्हें बेचते नहीं हैं और आपसे पूछे बिना डेवलपर को नहीं देते। आप कभी भी इन्हें मिटाने के लिए कह सकते हैं; रिज़्यूमे छह महीने बाद अपने-आप मिटा दिए जाते हैं।',
  'Please tick the box to agree to receive alert emails': 'अलर्ट ईमेल पाने की सहमति के लिए कृपया बॉक्स पर टिक करें',
  'Please enter a valid email address': 'कृपया सही ईमेल पता लिखें',
  'Choose a search or a project to get alerts for': 'अलर्ट पाने के लिए कोई सर्च या प्रोजेक्ट चुनें',
  'This project is not listed on Aangan': 'यह प्रोजेक्ट आंगन पर लिस्टेड नहीं है',
  'Too many alert requests for this email address. Please try again in a minute.':
    'इस ईमेल पते के लिए बहुत ज़्यादा अलर्ट अनुरोध आए हैं। कृपया एक मिनट बाद दोबारा कोशिश करें।',
  'Too many alert requests for this email address today. Please try again tomorrow.':
    'आज इस ईमेल पते के लिए बहुत ज़्यादा अलर्ट अनुरोध आए हैं। कृपया कल दोबारा कोशिश करें।',
  'Too many alert requests from this network. Please try again in an hour.':
    'इस नेटवर्क से बहुत ज़्यादा अलर्ट अनुरोध आए हैं। कृपया एक घंटे बाद दोबारा कोशिश करें।',
  'Almost done: open the link we have emailed you to confirm. We send nothing else until you do.':
    'बस एक क़दम बाकी: पुष्टि के लिए हमारे भेजे ईमेल का लिंक खोलें। तब तक हम आपको और कुछ नहीं भेजेंगे।',
  'Alerts are paused for everyone': 'सभी के लिए अलर्ट रोक दिए गए हैं',
  'Alerts are on': 'अलर्ट चालू हैं',
  'Email me when a new project matches, or a watched project’s price, possession or RERA status changes: at most one email a day, each with a one-click unsubscribe. My email is used for nothing else.':
    'जब कोई नया प्रोजेक्ट मेल खाए, या मेरे चुने प्रोजेक्ट की कीमत, पज़ेशन या रेरा स्थिति बदले, तो मुझे ईमेल करें: दिन में ज़्यादा से ज़्यादा एक ईमेल, हर ईमेल में एक क्लिक में सदस्यता छोड़ने का लिंक। मेरे ईमेल का और कोई इस्तेमाल नहीं होगा।',
  'Alerts confirmed': 'अलर्ट की पुष्टि हो गई',
  'You will get one email a day at most, only when something you follow changes. Every email has a one-click unsubscribe link.':
    'आपको दिन में ज़्यादा से ज़्यादा एक ईमेल मिलेगा, और तभी जब आपकी चुनी किसी चीज़ में बदलाव हो। हर ईमेल में एक क्लिक में सदस्यता छोड़ने का लिंक है।',
  'You are unsubscribed': 'आपकी सदस्यता ख़त्म कर दी गई है',
  'We will not send you these alerts again. You can save a search or watch a project again at any time.':
    'हम आपको ये अलर्ट दोबारा नहीं भेजेंगे। आप कभी भी फिर से कोई सर्च सेव कर सकते हैं या किसी प्रोजेक्ट पर नज़र रख सकते हैं।',
  'This link does not work': 'यह लिंक काम नहीं कर रहा',
  'The link is incomplete or was changed. Open it again from the email, or save the alert again.':
    'लिंक अधूरा है या बदल दिया गया है। इसे ईमेल से दोबारा खोलें, या अलर्ट फिर से सेव करें।',
  'Invalid currency': 'अमान्य करेंसी',
  'Invalid number': 'अमान्य संख्या',
};
