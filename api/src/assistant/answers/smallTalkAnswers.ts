import { HINDI_TERMS, type Locale } from '@aangan/contracts';
import { describeFilters, capitalise } from '../describeSearch.ts';
import { starterSuggestions, type Answer, type AnswerContext } from './answer.ts';

/** Greetings, thanks, "I want to buy property" and prompts nothing could be made of. */

const WORDS: Readonly<
  Record<Locale, { welcome: string; greeting: string; clarify: (example: string) => string; fallback: string }>
> = {
  en: {
    welcome: 'You are welcome! Ask me any time about projects, prices, EMIs or our offices.',
    greeting:
      "Hi! I'm the Aangan assistant. Tell me what you are looking for, such as a city, a budget and the number of bedrooms, ask about a project by name, or ask me to work out a home-loan EMI.",
    clarify: (example) =>
      'Happy to help you find a property. Which city are you looking in, what is your budget, and how many bedrooms do you need? ' +
      `For example: "${example}".`,
    fallback:
      "Sorry, I didn't understand that. I can find projects by city, budget and BHK, answer questions about a listed project, " +
      'work out a home-loan EMI, or share our office and contact details.',
  },
  hi: {
    welcome: `आपका स्वागत है! ${HINDI_TERMS.projects}, ${HINDI_TERMS.price}, ${HINDI_TERMS.emi} या हमारे ऑफिस के बारे में कभी भी पूछिए।`,
    greeting:
      'नमस्ते! मैं Aangan का असिस्टेंट हूँ। बताइए आप क्या ढूँढ रहे हैं, जैसे शहर, बजट और कितने बेडरूम; किसी प्रोजेक्ट के बारे में उसके नाम से पूछिए, ' +
      `या ${HINDI_TERMS.homeLoan} की ${HINDI_TERMS.emi} निकलवाइए।`,
    clarify: (example) =>
      'प्रॉपर्टी ढूँढने में ख़ुशी से मदद करूँगा। आप किस शहर में देख रहे हैं, आपका बजट कितना है और कितने बेडरूम चाहिए? ' +
      `उदाहरण के लिए: "${example}"।`,
    fallback:
      `माफ़ कीजिए, मैं यह समझ नहीं पाया। मैं शहर, बजट और ${HINDI_TERMS.bhk} से प्रोजेक्ट ढूँढ सकता हूँ, किसी लिस्टेड प्रोजेक्ट के बारे में बता सकता हूँ, ` +
      `${HINDI_TERMS.homeLoan} की ${HINDI_TERMS.emi} निकाल सकता हूँ, या हमारे ऑफिस और संपर्क की जानकारी दे सकता हूँ।`,
  },
};

export function greetingAnswer({ analysis, catalogue, language }: AnswerContext): Answer {
  const text = analysis.thanks && !analysis.greeting ? WORDS[language].welcome : WORDS[language].greeting;
  return { intent: 'greeting', text, projects: [], suggestions: starterSuggestions(catalogue, language) };
}

export function clarifyAnswer({ catalogue, language }: AnswerContext): Answer {
  const cities = catalogue.cities.slice(0, 3).map((c) => c.city);
  const example = describeFilters(
    { bhk: [2], ...(cities[0] ? { city: cities[0] } : {}), budgetMax: 80_00_000 },
    language,
  );
  const text = WORDS[language].clarify(capitalise(example));
  const suggestions = cities.length
    ? cities.map((city) => capitalise(describeFilters({ city }, language)))
    : starterSuggestions(catalogue, language);
  return { intent: 'clarify', text, projects: [], suggestions };
}

export function fallbackAnswer({ catalogue, language }: AnswerContext): Answer {
  return {
    intent: 'fallback',
    text: WORDS[language].fallback,
    projects: [],
    suggestions: starterSuggestions(catalogue, language),
  };
}
