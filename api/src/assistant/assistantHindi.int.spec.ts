import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantContext, AssistantReply } from '@aangan/contracts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { ASSISTANT_CATALOGUE, assistantProjectFields } from './testing/assistantCatalogue.ts';

/**
 * The assistant in Hindi, through the real route: a prompt in Devanagari sets the filters its
 * Hinglish twin sets and is answered in Hindi, a follow-up in a Hindi conversation stays Hindi, and
 * English prompts are answered in English as before.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  for (const title of Object.keys(ASSISTANT_CATALOGUE)) {
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: assistantProjectFields(title),
    });
    expect(posted.status, title).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

let addresses = 0;
async function ask(prompt: string, context?: AssistantContext): Promise<AssistantReply> {
  const response = await t.request<AssistantReply>('POST', '/api/v1/user/query', {
    body: { prompt, ...(context ? { context } : {}) },
    headers: { 'x-forwarded-for': `10.60.0.${(addresses++ % 250) + 1}` },
  });
  expect(response.status, prompt).toBe(200);
  return response.body;
}

const titlesOf = (reply: AssistantReply) => reply.projects.map((p) => p.projectTitle).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the assistant in Hindi', () => {
  it('"नोएडा में 2 बीएचके 80 लाख तक": the Noida 2 BHK homes up to ₹80 L, answered in Hindi', async () => {
    const reply = await ask('नोएडा में 2 बीएचके 80 लाख तक');
    const twin = await ask('noida mein 2 bhk 80 lakh tak');
    expect(reply.intent).toBe('search');
    expect(reply.understood).toMatchObject({ city: 'Noida', bhk: [2], budgetMax: 80_00_000, language: 'hi' });
    expect(titlesOf(reply)).toEqual(['Prakriti Greens', 'Utsav Residency']);
    expect(titlesOf(reply)).toEqual(titlesOf(twin));
    expect(reply.searchLink).toBe(twin.searchLink);
    expect(reply.response).toContain('मुझे नोएडा में ₹80 लाख तक के 2 बीएचके घर के 2 प्रोजेक्ट मिले:');
    expect(reply.response).toContain('• Prakriti Greens, Sector 150, नोएडा: 2, 3 बीएचके अपार्टमेंट, ₹48 लाख - ₹72 लाख');
    expect(reply.response).not.toMatch(/\b(?:I found|projects|Under Construction)\b/);
    // English stays English, word for word as before.
    expect(twin.response).toMatch(/^I found 2 projects for 2 BHK homes in Noida under ₹80 L:/);
    expect(twin.understood.language).toBeUndefined();
  });

  it('"गुड़गांव 3 बीएचके" is Gurugram 3 BHK, and its quick replies are Hindi prompts it understands', async () => {
    const reply = await ask('गुड़गांव 3 बीएचके');
    expect(reply.understood).toMatchObject({ city: 'Gurugram', bhk: [3] });
    expect(titlesOf(reply)).toEqual(['Aravali Towers', 'Nakshatra Enclave']);
    expect(reply.response).toMatch(/^मुझे गुरुग्राम में 3 बीएचके घर के 2 प्रोजेक्ट मिले:/);
    expect(reply.suggestions.every((s) => DEVANAGARI.test(s))).toBe(true);
    const next = await ask(reply.suggestions[0]);
    expect(next.understood).toMatchObject({ city: 'Gurugram', bhk: [3], language: 'hi' });
    expect(next.understood.possession ?? next.understood.sort).toBeDefined();
  });

  it('Devanagari digits and mixed scripts', async () => {
    const digits = await ask('नोएडा में २ बीएचके ८० लाख तक');
    expect(digits.understood).toMatchObject({ city: 'Noida', bhk: [2], budgetMax: 80_00_000 });
    const mixed = await ask('Noida में 2BHK');
    expect(mixed.understood).toMatchObject({ city: 'Noida', bhk: [2], language: 'hi' });
    expect(titlesOf(mixed)).toEqual(['Prakriti Greens', 'Utsav Residency']);
  });

  it('no match: said in Hindi, with the wider searches in Hindi', async () => {
    const reply = await ask('लखनऊ में 3 बीएचके रेडी टू मूव 50 लाख तक');
    expect(reply.intent).toBe('noMatch');
    expect(reply.response).toContain('अभी Aangan पर लखनऊ में ₹50 लाख तक के 3 बीएचके रेडी टू मूव घर उपलब्ध नहीं हैं।');
    expect(reply.response).toContain('आपके बजट से ऊपर 1 प्रोजेक्ट (₹78 लाख से शुरू)');
    const widened = await ask(reply.suggestions[0]);
    expect(widened.intent).toBe('search');
    expect(titlesOf(widened)).toEqual(['Amaltas Gardens']);
  });

  it('a broad search asks for budget and bedrooms in Hindi', async () => {
    const reply = await ask('नोएडा में प्रोजेक्ट');
    expect(reply.intent).toBe('refine');
    expect(reply.response).toMatch(/^Aangan पर नोएडा में \d+ प्रोजेक्ट हैं। खोज छोटी करने के लिए बताइए/);
  });

  it('a project answer: price, possession and RERA in Hindi, from the project document', async () => {
    const price = await ask('प्रकृति ग्रीन्स की कीमत');
    expect(price.intent).toBe('projectInfo');
    expect(titlesOf(price)).toEqual(['Prakriti Greens']);
    expect(price.response).toContain('Prakriti Greens (Sector 150, नोएडा) की कीमत ₹48 लाख से ₹72 लाख है:');
    const possession = await ask('Prakriti Greens का पज़ेशन कब है?');
    expect(possession.response).toBe('Prakriti Greens निर्माणाधीन है; पज़ेशन मार्च 2027 तक प्रस्तावित है।');
    const rera = await ask('क्या Prakriti Greens रेरा में रजिस्टर्ड है?');
    expect(rera.response).toMatch(/^जी हाँ, Prakriti Greens रेरा में रजिस्टर्ड है: UPRERAPRJ123456।/);
    expect(rera.suggestions.every((s) => DEVANAGARI.test(s))).toBe(true);
  });

  it('EMI, contact, greeting and a prompt it cannot read, all in Hindi', async () => {
    const emi = await ask('50 लाख के लोन की ईएमआई, 8.5% पर 20 साल');
    expect(emi.intent).toBe('emi');
    expect(emi.emi?.monthlyEmi).toBe((await ask('EMI for 50 lakh at 8.5% for 20 years')).emi?.monthlyEmi);
    expect(emi.response).toContain(
      '₹50 लाख (₹50,00,000) के लोन पर 8.5% सालाना ब्याज और 20 साल (240 महीने) की अवधि के लिए ईएमआई',
    );
    const office = await ask('आपका ऑफिस कहाँ है?');
    expect(office.intent).toBe('contact');
    expect(office.response).toContain('हमारे ऑफिस:');
    const hello = await ask('नमस्ते');
    expect(hello.intent).toBe('greeting');
    expect(hello.response).toMatch(/^नमस्ते! मैं Aangan का असिस्टेंट हूँ।/);
    expect(hello.suggestions.every((s) => DEVANAGARI.test(s))).toBe(true);
    const nonsense = await ask('क्ष त्र ज्ञ');
    expect(nonsense.intent).toBe('fallback');
    expect(nonsense.response).toMatch(/^माफ़ कीजिए, मैं यह समझ नहीं पाया।/);
  });

  it('a follow-up in a Hindi conversation stays Hindi; the same follow-up in an English one stays English', async () => {
    const first = await ask('गुड़गांव 3 बीएचके');
    const context: AssistantContext = {
      city: first.understood.city,
      bhk: first.understood.bhk,
      language: first.understood.language,
    };
    const followUp = await ask('and in Noida?', context);
    expect(followUp.understood).toMatchObject({ city: 'Noida', bhk: [3], language: 'hi' });
    expect(followUp.response).toMatch(/^मुझे नोएडा में 3 बीएचके घर/);
    const english = await ask('and in Noida?', { city: 'Gurugram', bhk: [3] });
    expect(english.response).toMatch(/^I found/);
    // A new question in English is answered in English, whatever the conversation was.
    expect((await ask('2bhk in noida', context)).response).toMatch(/^I found/);
  });
});
