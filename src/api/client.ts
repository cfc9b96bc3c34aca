import type { KyInstance, Options, ResponsePromise } from 'ky';

/**
 * The HTTP client every function of `src/api/` takes first: prefix /api, bearer token, no
 * retries. ky's request methods, with ky itself loaded on the first request: it is not needed
 * before the first paint, so it stays out of the first download (bundle budget). Once loaded,
 * calls go straight to ky.
 */
export type ApiClient = Pick<KyInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

export interface ApiClientOptions {
  /** The signed-in traveller's token, read at each request (null: a guest). */
  readToken: () => string | null;
  /** An authenticated call answered 401: the token is no longer valid. */
  onUnauthorized: () => void;
  /** Tests hand in a fake; the browser's by default. */
  fetch?: typeof fetch;
}

/** ky 2 needs an absolute prefix under jsdom; in the browser this is {origin}/api/. */
function apiRoot(): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  return new URL('/api/', base).toString();
}

type Ky = typeof import('ky').default;

/**
 * The ky library once loaded (the same module for every app: no app's state is kept here), so
 * every client made after that calls it at once.
 */
const library: { ky?: Ky } = {};
const loadKy = (): Promise<Ky> => import('ky').then(({ default: ky }) => (library.ky = ky));

function createKy(ky: Ky, options: ApiClientOptions): KyInstance {
  return ky.create({
    prefix: apiRoot(),
    timeout: 15_000,
    retry: 0,
    // Looked up at each call, so a test's stubbed global fetch is the one used.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.readToken();
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          if (response.status === 401 && request.headers.has('Authorization')) {
            options.onUnauthorized();
          }
        },
      ],
    },
  });
}

type Method = keyof ApiClient;
type Input = Parameters<KyInstance['get']>[0];

/**
 * A call made before ky has loaded: a ky ResponsePromise whose request starts once ky is there
 * and the caller asks for the response (awaits it) or for its body (`.json(schema)`, `.text()`,
 * `.blob()`...), so ky sets the Accept header of the body asked for, as it does when called
 * directly. Each call site asks once; asking twice would send the request twice.
 */
function deferredCall<T>(
  client: () => Promise<KyInstance>,
  method: Method,
  input: Input,
  options: Options | undefined,
): ResponsePromise<T> {
  const run = <R>(use: (call: ResponsePromise<T>) => Promise<R>): Promise<R> =>
    client().then((ky) => use(ky[method]<T>(input, options)));
  const response = () => run((call) => call.then((r) => r));
  return {
    then: (onFulfilled, onRejected) => response().then(onFulfilled, onRejected),
    catch: (onRejected) => response().catch(onRejected),
    finally: (onFinally) => response().finally(onFinally),
    [Symbol.toStringTag]: 'Promise',
    json: ((schema?: Parameters<ResponsePromise<T>['json']>[0]) =>
      run((call) => (schema ? call.json(schema) : call.json()))) as ResponsePromise<T>['json'],
    text: () => run((call) => call.text()),
    blob: () => run((call) => call.blob()),
    arrayBuffer: () => run((call) => call.arrayBuffer()),
    formData: () => run((call) => call.formData()),
    bytes: () => run((call) => call.bytes()),
  } as ResponsePromise<T>;
}

/**
 * One client per app instance (the composition root builds it): the token reader and the 401
 * handler are passed in, so two apps in one process (tests, server rendering) share nothing.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let instance: KyInstance | undefined;
  const ready = () => (library.ky ? (instance ??= createKy(library.ky, options)) : undefined);
  const client = async (): Promise<KyInstance> => {
    const ky = library.ky ?? (await loadKy());
    return (instance ??= createKy(ky, options));
  };
  const method =
    (name: Method) =>
    <T>(input: Input, init?: Options) => {
      const ky = ready();
      return ky ? ky[name]<T>(input, init) : deferredCall<T>(client, name, input, init);
    };
  return {
    get: method('get'),
    post: method('post'),
    put: method('put'),
    patch: method('patch'),
    delete: method('delete'),
  };
}
