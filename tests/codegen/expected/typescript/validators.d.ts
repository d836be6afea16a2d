// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: d6b26837580a04d13d4ffab76cc7621fd33fb707559eefa67b6485b4dbd9073c

import type * as T from "./types.js";

/** One validation error, as ajv reports it. */
export interface ValidationError {
  /** JSON Pointer to the failing value, "" for the root, "/content/1/url" for $.content[1].url. */
  instancePath: string;
  /** JSON Pointer to the failing keyword, relative to the schema ajv compiled it from. */
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: a type guard that leaves its errors on `errors` after each call. */
export interface Validator<Type> {
  (data: unknown): data is Type;
  errors?: ValidationError[] | null;
}

export declare const validateJSONObject: Validator<T.JSONObject>;
export declare const validateLink: Validator<T.Link>;
export declare const validateTarget: Validator<T.Target>;
export declare const validatePart: Validator<T.Part>;
export declare const validateNote: Validator<T.Note>;
export declare const validateMemo: Validator<T.Memo>;
export declare const validateAnyNote: Validator<T.AnyNote>;

/** Every validator by schema title. */
export declare const validators: {
  readonly JSONObject: Validator<T.JSONObject>;
  readonly Link: Validator<T.Link>;
  readonly Target: Validator<T.Target>;
  readonly Part: Validator<T.Part>;
  readonly Note: Validator<T.Note>;
  readonly Memo: Validator<T.Memo>;
  readonly AnyNote: Validator<T.AnyNote>;
};
