// The types of the call table (./calls.ts): what one call declares, and what a server reads back from a request.
import type { HttpMethod } from './paths';

/**
 * Where a parameter of a path builder travels:
 * - 'segment': a path segment (a required string);
 * - 'query': a query value (a string; the server may get none, since empty values are left out);
 * - 'int': a number in the query;
 * - 'list': numbers in one query value, comma-separated;
 * - 'rest': any further query parameters, as a record.
 */
export type ParamKind = 'segment' | 'query' | 'int' | 'list' | 'rest';

type IsOptional<P, K extends keyof P> =
  Record<never, never> extends Pick<P, K>
    ? true
    : undefined extends P[K]
      ? true
      : null extends P[K]
        ? true
        : false;

type KindFor<T, Optional> = [T] extends [string]
  ? Optional extends true
    ? 'query'
    : 'segment' | 'query'
  : [T] extends [number]
    ? 'int'
    : [T] extends [readonly number[]]
      ? 'list'
      : [T] extends [Record<string, unknown>]
        ? 'rest'
        : never;

/** The kinds a call must declare for the parameters `P` of its builder: one per parameter, fitting its type. */
export type ParamKinds<P> = { readonly [K in keyof P]-?: KindFor<NonNullable<P[K]>, IsOptional<P, K>> };

/** A path builder: no parameters, or one object of named parameters. */
export type PathBuilder = (params: never) => string;

/** The parameters object of a builder (an empty object for a builder without parameters). */
export type ParamsOf<F> = F extends (params: infer P) => string
  ? unknown extends P
    ? Record<never, never>
    : P
  : never;

/** One call of the contract. */
export interface CallSpec<F extends PathBuilder = PathBuilder, K = unknown> {
  readonly method: HttpMethod;
  /** The path relative to the API's base address, with its query. */
  readonly path: F;
  /** Where each parameter of `path` travels (checked against the builder's parameter types). */
  readonly params: K;
  /** The call carries the signed-in account's bearer token although its path has no `secure` segment
   * (the API wants the student's own token there). Never set for a path that may be called signed out. */
  readonly auth?: true;
}

type Decoded<Kind> = Kind extends 'segment'
  ? string
  : Kind extends 'query'
    ? string | undefined
    : Kind extends 'int'
      ? number | undefined
      : Kind extends 'list'
        ? number[] | undefined
        : Kind extends 'rest'
          ? Record<string, string>
          : never;

/** The parameters of a call as a server reads them back from a request path (see compileCall()). */
export type Received<C extends CallSpec> = { -readonly [K in keyof C['params']]: Decoded<C['params'][K]> };
