import { ApiError } from '../../../bff/bffModule.ts';

/** The query parameters of the line and coupon calls, checked: a malformed or repeated one is a 400 with its name. */
export type Query = Record<string, string | string[] | undefined>;

export const LANG = /^[a-z]{2}$/;
const SLUG = /^[a-z0-9-]{1,60}$/;

export const badRequest = (detail: string): never => {
  throw new ApiError(400, 'invalid_request', detail);
};

/** A single query parameter as a string (repeated parameters are refused). */
export function param(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) badRequest(`${name} is given more than once`);
  return value as string | undefined;
}

export function integerParam(query: Query, name: string, min: number, max: number, fallback: number): number {
  const value = param(query, name);
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < min || Number(value) > max) badRequest(`${name} must be an integer from ${min} to ${max}`);
  return Number(value);
}

export function slugParam(query: Query, name: string): string | undefined {
  const value = param(query, name);
  if (value === undefined || value === '') return undefined;
  if (!SLUG.test(value)) badRequest(`${name} must be a slug or an id`);
  return value;
}
