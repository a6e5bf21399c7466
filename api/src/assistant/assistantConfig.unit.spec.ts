import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { phraserFromConfig } from './llmPhraser.ts';

describe("the assistant's optional language model in the configuration", () => {
  it('is off without the variables: no phraser, so no network', () => {
    expect(phraserFromConfig(loadConfig({}))).toBeUndefined();
  });

  it('is on with a base URL and a model', () => {
    const config = loadConfig({
      ASSISTANT_LLM_URL: 'https://llm.example.in/v1',
      ASSISTANT_LLM_MODEL: 'small-model',
      ASSISTANT_LLM_API_KEY: 'key',
    });
    expect(phraserFromConfig(config)).toBeTypeOf('function');
  });

  it.each([
    [{ ASSISTANT_LLM_URL: 'llm.example.in' }, 'ASSISTANT_LLM_URL: must be the http(s) base URL'],
    [{ ASSISTANT_LLM_URL: 'https://llm.example.in/v1' }, 'ASSISTANT_LLM_MODEL: required when ASSISTANT_LLM_URL is set'],
    [{ ASSISTANT_LLM_MODEL: 'small-model' }, 'ASSISTANT_LLM_URL: required when ASSISTANT_LLM_MODEL is set'],
    [
      { ASSISTANT_LLM_URL: 'https://llm.example.in/v1', ASSISTANT_LLM_MODEL: ' ' },
      'ASSISTANT_LLM_MODEL: must name a model',
    ],
    [{ ASSISTANT_LLM_API_KEY: 'key' }, 'ASSISTANT_LLM_API_KEY: only used with ASSISTANT_LLM_URL'],
  ])('%o is refused with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the language-model client', () => {
  it('posts an OpenAI-style chat completion and reads the first choice', async () => {
    const { createLlmPhraser } = await import('./llmPhraser.ts');
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ choices: [{ message: { content: 'Rephrased.' } }] }), { status: 200 });
    }) as unknown as typeof fetch;
    const phraser = createLlmPhraser({
      url: 'https://llm.example.in/v1/',
      model: 'small-model',
      apiKey: 'key',
      fetch: fakeFetch,
    });
    expect(
      await phraser({ purpose: 'reply', draft: 'Draft.', facts: [], allowedTitles: [] }, new AbortController().signal),
    ).toBe('Rephrased.');
    expect(calls[0].url).toBe('https://llm.example.in/v1/chat/completions');
    expect((calls[0].init.headers as Record<string, string>)['authorization']).toBe('Bearer key');
    expect(JSON.parse(calls[0].init.body as string)).toMatchObject({ model: 'small-model', temperature: 0 });
  });
});
