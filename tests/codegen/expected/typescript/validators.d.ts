// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: 45ba91844130af28403cf31f18b1bbe9f26c2b7d39ab401d5f0ae24c6475cbb6

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

/**
 * The lenient mode: the same schema with unknown top-level message fields allowed (what the Python
 * side calls extra="keep"), for each title whose values can hold a message. Values that pass may
 * carry keys their type does not declare, so they are typed as the type with any extra keys.
 */


/** The lenient validators by schema title. */
export declare const allowExtra: {

};
