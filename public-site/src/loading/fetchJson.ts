/**
 * Calls the API in the same process: `fetchJson('/api/v1/project/unique-city')`. With `asVisitor`
 * the API sees the page request (its cookies), for answers that depend on who is asking.
 */
export type FetchJson = (path: string, options?: { asVisitor?: boolean }) => Promise<unknown>;
export type ReportError = (error: unknown) => void;

/** A response schema of the contracts: it returns the answer it accepts and throws on any other. */
interface AnswerSchema<T> {
  parse(body: unknown): T;
}

/**
 * Answers already parsed, by schema: the API client hands out the same answer object while the read
 * models stay where they are, so each is parsed once.
 */
const parsedAnswers = new WeakMap<AnswerSchema<unknown>, WeakMap<object, unknown>>();

/**
 * The API's answer at `path`, parsed with its contract schema (`{ responseCode: 200, result }` for
 * most). An answer the schema refuses is an error that names the path, as a failed call is.
 */
export const fetchAnswer = async <T>(
  fetchJson: FetchJson,
  path: string,
  schema: AnswerSchema<T>,
  options?: { asVisitor?: boolean },
): Promise<T> => {
  const body = await fetchJson(path, options);
  if (typeof body !== 'object' || body === null) throw new Error(`Unexpected answer from ${path}: not an object`);
  let answers = parsedAnswers.get(schema);
  if (!answers) parsedAnswers.set(schema, (answers = new WeakMap()));
  if (answers.has(body)) return answers.get(body) as T;
  let parsed: T;
  try {
    parsed = schema.parse(body);
  } catch (error) {
    throw new Error(`Unexpected answer from ${path}`, { cause: error });
  }
  answers.set(body, parsed);
  return parsed;
};
