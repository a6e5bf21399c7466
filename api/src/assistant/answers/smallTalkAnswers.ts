import { describeFilters, capitalise } from '../describeSearch.ts';
import { starterSuggestions, type Answer, type AnswerContext } from './answer.ts';

/** Greetings, thanks, "I want to buy property" and prompts nothing could be made of. */

export function greetingAnswer({ analysis, catalogue }: AnswerContext): Answer {
  const text =
    analysis.thanks && !analysis.greeting
      ? 'You are welcome! Ask me any time about projects, prices, EMIs or our offices.'
      : "Hi! I'm the Aangan assistant. Tell me what you are looking for, such as a city, a budget and the number of bedrooms, ask about a project by name, or ask me to work out a home-loan EMI.";
  return { intent: 'greeting', text, projects: [], suggestions: starterSuggestions(catalogue) };
}

export function clarifyAnswer({ catalogue }: AnswerContext): Answer {
  const cities = catalogue.cities.slice(0, 3).map((c) => c.city);
  const example = describeFilters({ bhk: [2], ...(cities[0] ? { city: cities[0] } : {}), budgetMax: 80_00_000 });
  const text =
    'Happy to help you find a property. Which city are you looking in, what is your budget, and how many bedrooms do you need? ' +
    `For example: "${capitalise(example)}".`;
  const suggestions = cities.length
    ? cities.map((city) => capitalise(describeFilters({ city })))
    : starterSuggestions(catalogue);
  return { intent: 'clarify', text, projects: [], suggestions };
}

export function fallbackAnswer({ catalogue }: AnswerContext): Answer {
  return {
    intent: 'fallback',
    text:
      "Sorry, I didn't understand that. I can find projects by city, budget and BHK, answer questions about a listed project, " +
      'work out a home-loan EMI, or share our office and contact details.',
    projects: [],
    suggestions: starterSuggestions(catalogue),
  };
}
