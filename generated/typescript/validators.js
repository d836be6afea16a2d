// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: 07aa94f455fa87e3239f922c1e23da82ed822d36e6684f8a06b20fcb73b51c7a
"use strict";
export const validateJSONObject = validate21;
const schema32 = {"title":"JSONObject","description":"A JSON object with string keys and values of any JSON type.","type":"object","additionalProperties":{}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateExtras = validate22;
const schema33 = {"title":"Extras","description":"Provider-specific data attached to a block that has no standard field.","type":"object","additionalProperties":{}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMediaSource = validate23;
const schema34 = {"title":"MediaSource","description":"The rule that a media block must say where its data is: at least one of url, base64 or file_id; a legacy source_type with data, url, id or text; or a provider's own source or file field.","type":"object","anyOf":[{"required":["url"]},{"required":["base64"]},{"required":["file_id"]},{"required":["source_type","data"]},{"required":["source_type","id"]},{"required":["source_type","text"]},{"required":["source"]},{"required":["file"]}]};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.base64 === undefined){
const err2 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file_id === undefined){
const err3 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "file_id"},message:"must have required property '"+"file_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err4 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.data === undefined){
const err5 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err6 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.id === undefined){
const err7 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err8 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.text === undefined){
const err9 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid0 = valid0 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err10 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid0 = valid0 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err11 = {instancePath,schemaPath:"#/anyOf/7/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err12 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateTextContentBlock = validate24;
const schema35 = {"title":"TextContentBlock","description":"Text produced by or given to a model. Provider fields such as citations are kept.","type":"object","properties":{"type":{"const":"text","description":"Type tag of the block; always 'text' for text blocks."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"text":{"type":"string","description":"The text."},"annotations":{"type":"array","items":{"$ref":"#/$defs/AnnotationItem"},"description":"Citations and other notes attached to spans of the text."}},"required":["type","text"]};
const schema37 = {"title":"AnnotationItem","description":"One annotation on a text block. If its type tag names a standard annotation it must match that schema; a provider's own annotations are kept unchanged.","type":"object","allOf":[{"if":{"properties":{"type":{"const":"citation"}},"required":["type"]},"then":{"$ref":"#/$defs/Citation"}},{"if":{"properties":{"type":{"const":"non_standard_annotation"}},"required":["type"]},"then":{"$ref":"#/$defs/NonStandardAnnotation"}}]};
const schema38 = {"title":"Citation","description":"An annotation that cites a source for a span of text.","type":"object","properties":{"type":{"const":"citation","description":"Type tag; always 'citation'."},"id":{"type":"string","description":"Identifier of the annotation."},"url":{"type":"string","description":"URL of the cited source."},"title":{"type":"string","description":"Title of the cited source."},"start_index":{"type":"integer","description":"Start of the cited span in the text, in characters."},"end_index":{"type":"integer","description":"End of the cited span in the text, in characters."},"cited_text":{"type":"string","description":"The text that was cited."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."}},"required":["type"]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if("citation" !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "citation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.start_index !== undefined){
let data4 = data.start_index;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err5 = {instancePath:instancePath+"/start_index",schemaPath:"#/properties/start_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.end_index !== undefined){
let data5 = data.end_index;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err6 = {instancePath:instancePath+"/end_index",schemaPath:"#/properties/end_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.cited_text !== undefined){
if(typeof data.cited_text !== "string"){
const err7 = {instancePath:instancePath+"/cited_text",schemaPath:"#/properties/cited_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.extras !== undefined){
let data7 = data.extras;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
const err8 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"type":true,"id":true,"url":true,"title":true,"start_index":true,"end_index":true,"cited_text":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

const schema40 = {"title":"NonStandardAnnotation","description":"A provider-specific annotation with no standard equivalent, kept whole in value.","type":"object","properties":{"type":{"const":"non_standard_annotation","description":"Type tag; always 'non_standard_annotation'."},"id":{"type":"string","description":"Identifier of the annotation."},"value":{"$ref":"#/$defs/Extras","description":"The provider's annotation, unchanged."}},"required":["type","value"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("non_standard_annotation" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "non_standard_annotation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.value !== undefined){
let data2 = data.value;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"type":true,"id":true,"value":true},"dynamicProps":false,"dynamicItems":false};


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.type !== undefined){
if("citation" !== data.type){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.type = true;
props0.id = true;
props0.url = true;
props0.title = true;
props0.start_index = true;
props0.end_index = true;
props0.cited_text = true;
props0.extras = true;
}
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.type !== undefined){
if("non_standard_annotation" !== data.type){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(!(validate28(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
if(valid3){
var props1 = {};
props1.type = true;
props1.id = true;
props1.value = true;
}
}
if(!valid3){
const err6 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
validate25.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("text" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err8 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err9 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.annotations !== undefined){
let data5 = data.annotations;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate25(data5[i0], {instancePath:instancePath+"/annotations/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"text":true,"annotations":true},"dynamicProps":false,"dynamicItems":false};

export const validateReasoningContentBlock = validate31;
const schema42 = {"title":"ReasoningContentBlock","description":"Reasoning the model did before answering. Provider fields such as summary are kept.","type":"object","properties":{"type":{"const":"reasoning","description":"Type tag of the block; always 'reasoning' for reasoning blocks."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"reasoning":{"type":"string","description":"The reasoning text."}},"required":["type"]};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if("reasoning" !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err7 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.reasoning !== undefined){
if(typeof data.reasoning !== "string"){
const err8 = {instancePath:instancePath+"/reasoning",schemaPath:"#/properties/reasoning/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"reasoning":true},"dynamicProps":false,"dynamicItems":false};

export const validateRefusalContentBlock = validate32;
const schema44 = {"title":"RefusalContentBlock","description":"An explicit refusal reported by the model provider, such as OpenAI refusal content or an Anthropic refusal stop reason. Refusals the model writes as ordinary text are not detected.","type":"object","properties":{"type":{"const":"refusal","description":"Type tag of the block; always 'refusal' for refusal blocks."},"refusal":{"type":"string","description":"The provider's explanation of the refusal, readable by people; an empty string when the provider gave none."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field, such as the category of the refusal."}},"required":["type","refusal"]};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.refusal === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "refusal"},message:"must have required property '"+"refusal"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("refusal" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "refusal"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.refusal !== undefined){
if(typeof data.refusal !== "string"){
const err3 = {instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.index !== undefined){
let data3 = data.index;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data4 = data.extras;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
}
else {
const err9 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"type":true,"refusal":true,"id":true,"index":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

export const validateImageContentBlock = validate33;
const schema46 = {"title":"ImageContentBlock","description":"An image content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.","type":"object","properties":{"type":{"const":"image","description":"Type tag of the block; always 'image' for an image."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"url":{"type":"string","description":"Location of the data as a URL."},"base64":{"type":"string","description":"The data itself, encoded as base64."},"file_id":{"type":"string","description":"Identifier of the data in a provider's file storage."},"mime_type":{"type":"string","description":"Media type of the data, such as image/png."},"source_type":{"enum":["url","base64","id","text"],"description":"Legacy (v0) field naming where the data is: url, base64, id or text."},"data":{"type":"string","description":"Legacy (v0) field holding base64 data when source_type is base64."}},"required":["type"],"allOf":[{"$ref":"#/$defs/MediaSource"}]};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/$defs/MediaSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/0/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.base64 === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/1/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file_id === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/2/required",keyword:"required",params:{missingProperty: "file_id"},message:"must have required property '"+"file_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.data === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.id === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.text === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/6/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/7/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err12 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.type !== undefined){
if("image" !== data.type){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err16 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
const _errs20 = errors;
if(typeof data2 !== "string"){
const err17 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data2 !== null){
const err18 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err19 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err20 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err21 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.base64 !== undefined){
if(typeof data.base64 !== "string"){
const err22 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err23 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.mime_type !== undefined){
if(typeof data.mime_type !== "string"){
const err24 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_type !== undefined){
let data8 = data.source_type;
if(!((((data8 === "url") || (data8 === "base64")) || (data8 === "id")) || (data8 === "text"))){
const err25 = {instancePath:instancePath+"/source_type",schemaPath:"#/properties/source_type/enum",keyword:"enum",params:{allowedValues: schema46.properties.source_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err26 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"url":true,"base64":true,"file_id":true,"mime_type":true,"source_type":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validateAudioContentBlock = validate34;
const schema49 = {"title":"AudioContentBlock","description":"Audio content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.","type":"object","properties":{"type":{"const":"audio","description":"Type tag of the block; always 'audio' for audio."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"url":{"type":"string","description":"Location of the data as a URL."},"base64":{"type":"string","description":"The data itself, encoded as base64."},"file_id":{"type":"string","description":"Identifier of the data in a provider's file storage."},"mime_type":{"type":"string","description":"Media type of the data, such as image/png."},"source_type":{"enum":["url","base64","id","text"],"description":"Legacy (v0) field naming where the data is: url, base64, id or text."},"data":{"type":"string","description":"Legacy (v0) field holding base64 data when source_type is base64."}},"required":["type"],"allOf":[{"$ref":"#/$defs/MediaSource"}]};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/$defs/MediaSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/0/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.base64 === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/1/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file_id === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/2/required",keyword:"required",params:{missingProperty: "file_id"},message:"must have required property '"+"file_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.data === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.id === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.text === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/6/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/7/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err12 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.type !== undefined){
if("audio" !== data.type){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "audio"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err16 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
const _errs20 = errors;
if(typeof data2 !== "string"){
const err17 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data2 !== null){
const err18 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err19 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err20 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err21 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.base64 !== undefined){
if(typeof data.base64 !== "string"){
const err22 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err23 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.mime_type !== undefined){
if(typeof data.mime_type !== "string"){
const err24 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_type !== undefined){
let data8 = data.source_type;
if(!((((data8 === "url") || (data8 === "base64")) || (data8 === "id")) || (data8 === "text"))){
const err25 = {instancePath:instancePath+"/source_type",schemaPath:"#/properties/source_type/enum",keyword:"enum",params:{allowedValues: schema49.properties.source_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err26 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"url":true,"base64":true,"file_id":true,"mime_type":true,"source_type":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validateVideoContentBlock = validate35;
const schema52 = {"title":"VideoContentBlock","description":"A video content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.","type":"object","properties":{"type":{"const":"video","description":"Type tag of the block; always 'video' for a video."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"url":{"type":"string","description":"Location of the data as a URL."},"base64":{"type":"string","description":"The data itself, encoded as base64."},"file_id":{"type":"string","description":"Identifier of the data in a provider's file storage."},"mime_type":{"type":"string","description":"Media type of the data, such as image/png."},"source_type":{"enum":["url","base64","id","text"],"description":"Legacy (v0) field naming where the data is: url, base64, id or text."},"data":{"type":"string","description":"Legacy (v0) field holding base64 data when source_type is base64."}},"required":["type"],"allOf":[{"$ref":"#/$defs/MediaSource"}]};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/$defs/MediaSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/0/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.base64 === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/1/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file_id === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/2/required",keyword:"required",params:{missingProperty: "file_id"},message:"must have required property '"+"file_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.data === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.id === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.text === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/6/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/7/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err12 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.type !== undefined){
if("video" !== data.type){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "video"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err16 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
const _errs20 = errors;
if(typeof data2 !== "string"){
const err17 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data2 !== null){
const err18 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err19 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err20 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err21 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.base64 !== undefined){
if(typeof data.base64 !== "string"){
const err22 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err23 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.mime_type !== undefined){
if(typeof data.mime_type !== "string"){
const err24 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_type !== undefined){
let data8 = data.source_type;
if(!((((data8 === "url") || (data8 === "base64")) || (data8 === "id")) || (data8 === "text"))){
const err25 = {instancePath:instancePath+"/source_type",schemaPath:"#/properties/source_type/enum",keyword:"enum",params:{allowedValues: schema52.properties.source_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err26 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"url":true,"base64":true,"file_id":true,"mime_type":true,"source_type":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validateFileContentBlock = validate36;
const schema55 = {"title":"FileContentBlock","description":"A file such as a pdf content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.","type":"object","properties":{"type":{"const":"file","description":"Type tag of the block; always 'file' for a file such as a PDF."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"url":{"type":"string","description":"Location of the data as a URL."},"base64":{"type":"string","description":"The data itself, encoded as base64."},"file_id":{"type":"string","description":"Identifier of the data in a provider's file storage."},"mime_type":{"type":"string","description":"Media type of the data, such as image/png."},"source_type":{"enum":["url","base64","id","text"],"description":"Legacy (v0) field naming where the data is: url, base64, id or text."},"data":{"type":"string","description":"Legacy (v0) field holding base64 data when source_type is base64."}},"required":["type"],"allOf":[{"$ref":"#/$defs/MediaSource"}]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/$defs/MediaSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/0/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.base64 === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/1/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file_id === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/2/required",keyword:"required",params:{missingProperty: "file_id"},message:"must have required property '"+"file_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.data === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.id === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.text === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/6/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/7/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err12 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.type !== undefined){
if("file" !== data.type){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "file"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err16 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
const _errs20 = errors;
if(typeof data2 !== "string"){
const err17 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data2 !== null){
const err18 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err19 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err20 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err21 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.base64 !== undefined){
if(typeof data.base64 !== "string"){
const err22 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err23 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.mime_type !== undefined){
if(typeof data.mime_type !== "string"){
const err24 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_type !== undefined){
let data8 = data.source_type;
if(!((((data8 === "url") || (data8 === "base64")) || (data8 === "id")) || (data8 === "text"))){
const err25 = {instancePath:instancePath+"/source_type",schemaPath:"#/properties/source_type/enum",keyword:"enum",params:{allowedValues: schema55.properties.source_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err26 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"url":true,"base64":true,"file_id":true,"mime_type":true,"source_type":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validatePlainTextContentBlock = validate37;
const schema58 = {"title":"PlainTextContentBlock","description":"A plain-text document, such as an attachment, given inline or by reference.","type":"object","properties":{"type":{"const":"text-plain","description":"Type tag of the block; always 'text-plain' for plain-text documents."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"mime_type":{"const":"text/plain","description":"Media type; always text/plain."},"text":{"type":"string","description":"The text of the document."},"url":{"type":"string","description":"Location of the document as a URL."},"base64":{"type":"string","description":"The document encoded as base64."},"file_id":{"type":"string","description":"Identifier of the document in a provider's file storage."},"title":{"type":"string","description":"Title of the document."},"context":{"type":"string","description":"Extra context about the document for the model."}},"required":["type","mime_type"]};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.mime_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mime_type"},message:"must have required property '"+"mime_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("text-plain" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "text-plain"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err8 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.mime_type !== undefined){
if("text/plain" !== data.mime_type){
const err9 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/const",keyword:"const",params:{allowedValue: "text/plain"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err10 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err11 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.base64 !== undefined){
if(typeof data.base64 !== "string"){
const err12 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err13 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err14 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.context !== undefined){
if(typeof data.context !== "string"){
const err15 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"mime_type":true,"text":true,"url":true,"base64":true,"file_id":true,"title":true,"context":true},"dynamicProps":false,"dynamicItems":false};

export const validateNonStandardContentBlock = validate38;
const schema60 = {"title":"NonStandardContentBlock","description":"A provider-specific block that has no standard equivalent, kept whole in value.","type":"object","properties":{"type":{"const":"non_standard","description":"Type tag; always 'non_standard'."},"id":{"type":"string","description":"Identifier of the block."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"value":{"$ref":"#/$defs/Extras","description":"The provider's block, unchanged."}},"required":["type","value"]};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("non_standard" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "non_standard"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.value !== undefined){
let data3 = data.value;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err8 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"type":true,"id":true,"index":true,"value":true},"dynamicProps":false,"dynamicItems":false};

export const validateServerToolCall = validate39;
const schema62 = {"title":"ServerToolCall","description":"A call to a tool that the provider runs itself, such as web search. Streamed calls may lack an id and name until their chunks are joined.","type":"object","properties":{"type":{"const":"server_tool_call","description":"Type tag of the block; always 'server_tool_call' for server-side tool calls."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"name":{"type":"string","description":"Name of the tool."},"args":{"$ref":"#/$defs/Extras","description":"Arguments of the call."}},"required":["type","args"]};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.args === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("server_tool_call" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "server_tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err8 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.args !== undefined){
let data5 = data.args;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err10 = {instancePath:instancePath+"/args",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"name":true,"args":true},"dynamicProps":false,"dynamicItems":false};

export const validateServerToolCallChunk = validate40;
const schema65 = {"title":"ServerToolCallChunk","description":"A fragment of a server-side tool call received while streaming.","type":"object","properties":{"type":{"const":"server_tool_call_chunk","description":"Type tag of the block; always 'server_tool_call_chunk' for fragments of server-side tool calls."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"name":{"type":"string","description":"Name of the tool, or a fragment of it."},"args":{"type":"string","description":"A fragment of the JSON text of the arguments."}},"required":["type"]};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if("server_tool_call_chunk" !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "server_tool_call_chunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err7 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.args !== undefined){
if(typeof data.args !== "string"){
const err9 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"name":true,"args":true},"dynamicProps":false,"dynamicItems":false};

export const validateServerToolResult = validate41;
const schema67 = {"title":"ServerToolResult","description":"The result of a server-side tool call.","type":"object","properties":{"type":{"const":"server_tool_result","description":"Type tag of the block; always 'server_tool_result' for server-side tool results."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"tool_call_id":{"type":"string","description":"Identifier of the call this result answers."},"status":{"enum":["success","error"],"description":"Whether the call succeeded."},"output":{"description":"The output of the tool, of any JSON type."}},"required":["type","tool_call_id","status"]};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tool_call_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool_call_id"},message:"must have required property '"+"tool_call_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
if("server_tool_result" !== data.type){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "server_tool_result"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err9 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.tool_call_id !== undefined){
if(typeof data.tool_call_id !== "string"){
const err10 = {instancePath:instancePath+"/tool_call_id",schemaPath:"#/properties/tool_call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(!((data5 === "success") || (data5 === "error"))){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema67.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"tool_call_id":true,"status":true,"output":true},"dynamicProps":false,"dynamicItems":false};

export const validateCitation = validate42;

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if("citation" !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "citation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.start_index !== undefined){
let data4 = data.start_index;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err5 = {instancePath:instancePath+"/start_index",schemaPath:"#/properties/start_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.end_index !== undefined){
let data5 = data.end_index;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err6 = {instancePath:instancePath+"/end_index",schemaPath:"#/properties/end_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.cited_text !== undefined){
if(typeof data.cited_text !== "string"){
const err7 = {instancePath:instancePath+"/cited_text",schemaPath:"#/properties/cited_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.extras !== undefined){
let data7 = data.extras;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
const err8 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"type":true,"id":true,"url":true,"title":true,"start_index":true,"end_index":true,"cited_text":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

export const validateNonStandardAnnotation = validate43;

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("non_standard_annotation" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "non_standard_annotation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.value !== undefined){
let data2 = data.value;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"type":true,"id":true,"value":true},"dynamicProps":false,"dynamicItems":false};

export const validateContentBlock = validate44;
const schema73 = {"title":"ContentBlock","description":"Any standard content block, told apart by its type tag.","type":"object","required":["type"],"oneOf":[{"$ref":"#/$defs/TextContentBlock"},{"$ref":"#/$defs/ReasoningContentBlock"},{"$ref":"#/$defs/RefusalContentBlock"},{"$ref":"#/$defs/ImageContentBlock"},{"$ref":"#/$defs/AudioContentBlock"},{"$ref":"#/$defs/VideoContentBlock"},{"$ref":"#/$defs/FileContentBlock"},{"$ref":"#/$defs/PlainTextContentBlock"},{"$ref":"#/$defs/NonStandardContentBlock"},{"$ref":"#/$defs/ToolCall"},{"$ref":"#/$defs/ToolCallChunk"},{"$ref":"#/$defs/InvalidToolCall"},{"$ref":"#/$defs/ServerToolCall"},{"$ref":"#/$defs/ServerToolCallChunk"},{"$ref":"#/$defs/ServerToolResult"}],"discriminator":{"propertyName":"type"},"properties":{"type":{"enum":["text","reasoning","refusal","image","audio","video","file","text-plain","non_standard","tool_call","tool_call_chunk","invalid_tool_call","server_tool_call","server_tool_call_chunk","server_tool_result"]}}};
const schema74 = {"title":"ToolCall","description":"A request by the model to call a tool, with arguments already parsed into an object.","type":"object","properties":{"name":{"type":"string","description":"Name of the tool to call."},"args":{"$ref":"#/$defs/JSONObject","description":"Arguments of the call, as a JSON object."},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Identifier of the call, used to pair the call with its result; null when the provider gave none."},"type":{"const":"tool_call","description":"Type tag; always 'tool_call'. Optional in message tool-call lists, required inside content lists."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/JSONObject","description":"Provider-specific data that has no standard field."}},"required":["name","args","id"]};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.args === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.args !== undefined){
let data1 = data.args;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err4 = {instancePath:instancePath+"/args",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.type !== undefined){
if("tool_call" !== data.type){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.index !== undefined){
let data4 = data.index;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid3 = valid3 || _valid1;
const _errs18 = errors;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid3 = valid3 || _valid1;
const _errs20 = errors;
if(data4 !== null){
const err11 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err12 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data5 = data.extras;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err13 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":{"name":true,"args":true,"id":true,"type":true,"index":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

const schema77 = {"title":"ToolCallChunk","description":"A fragment of a tool call received while streaming; fragments with the same index are joined.","type":"object","properties":{"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Name of the tool, or a fragment of it; null when this fragment carries none."},"args":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"A fragment of the JSON text of the arguments; null when this fragment carries none."},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Identifier of the call; null when this fragment carries none."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of the call among the calls of one message; fragments with the same index belong to the same call."},"type":{"const":"tool_call_chunk","description":"Type tag; always 'tool_call_chunk'."},"extras":{"$ref":"#/$defs/JSONObject","description":"Provider-specific data that has no standard field."}},"required":["name","args","id"]};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.args === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.args !== undefined){
let data1 = data.args;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
const _errs11 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err8 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data2 = data.id;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
const _errs17 = errors;
if(data2 !== null){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.index !== undefined){
let data3 = data.index;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
const _errs23 = errors;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
const _errs25 = errors;
if(data3 !== null){
const err14 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid3 = _errs25 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err15 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.type !== undefined){
if("tool_call_chunk" !== data.type){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_call_chunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.extras !== undefined){
let data5 = data.extras;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err17 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"name":true,"args":true,"id":true,"index":true,"type":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

const schema79 = {"title":"InvalidToolCall","description":"A tool call the model produced that could not be parsed, kept with the reason it failed.","type":"object","properties":{"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Name of the tool, when known."},"args":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"The raw argument text that failed to parse."},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Identifier of the call, when known."},"error":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Why the call could not be parsed."},"type":{"const":"invalid_tool_call","description":"Type tag; always 'invalid_tool_call'."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/JSONObject","description":"Provider-specific data that has no standard field."}},"required":["name","args","id","error"]};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.args === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.error === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.args !== undefined){
let data1 = data.args;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
const _errs11 = errors;
if(data1 !== null){
const err8 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err9 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data2 = data.id;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
const _errs17 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.error !== undefined){
let data3 = data.error;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
const _errs23 = errors;
if(data3 !== null){
const err14 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err15 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.type !== undefined){
if("invalid_tool_call" !== data.type){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "invalid_tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.index !== undefined){
let data5 = data.index;
const _errs27 = errors;
let valid5 = false;
const _errs28 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid4 = _errs28 === errors;
valid5 = valid5 || _valid4;
const _errs30 = errors;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid5 = valid5 || _valid4;
const _errs32 = errors;
if(data5 !== null){
const err19 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid4 = _errs32 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err20 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data6 = data.extras;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
const err21 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":{"name":true,"args":true,"id":true,"error":true,"type":true,"index":true,"extras":true},"dynamicProps":false,"dynamicItems":false};


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!(((((((((((((((data0 === "text") || (data0 === "reasoning")) || (data0 === "refusal")) || (data0 === "image")) || (data0 === "audio")) || (data0 === "video")) || (data0 === "file")) || (data0 === "text-plain")) || (data0 === "non_standard")) || (data0 === "tool_call")) || (data0 === "tool_call_chunk")) || (data0 === "invalid_tool_call")) || (data0 === "server_tool_call")) || (data0 === "server_tool_call_chunk")) || (data0 === "server_tool_result"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema73.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "text"){
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.text = true;
props0.annotations = true;
}
else if(tag0 === "reasoning"){
if(!(validate31(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.reasoning = true;
}
}
else if(tag0 === "refusal"){
if(!(validate32(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.refusal = true;
props0.id = true;
props0.index = true;
props0.extras = true;
}
}
else if(tag0 === "image"){
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.url = true;
props0.base64 = true;
props0.file_id = true;
props0.mime_type = true;
props0.source_type = true;
props0.data = true;
}
}
else if(tag0 === "audio"){
if(!(validate34(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.url = true;
props0.base64 = true;
props0.file_id = true;
props0.mime_type = true;
props0.source_type = true;
props0.data = true;
}
}
else if(tag0 === "video"){
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.url = true;
props0.base64 = true;
props0.file_id = true;
props0.mime_type = true;
props0.source_type = true;
props0.data = true;
}
}
else if(tag0 === "file"){
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.url = true;
props0.base64 = true;
props0.file_id = true;
props0.mime_type = true;
props0.source_type = true;
props0.data = true;
}
}
else if(tag0 === "text-plain"){
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.mime_type = true;
props0.text = true;
props0.url = true;
props0.base64 = true;
props0.file_id = true;
props0.title = true;
props0.context = true;
}
}
else if(tag0 === "non_standard"){
if(!(validate38(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.value = true;
}
}
else if(tag0 === "tool_call"){
if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.args = true;
props0.id = true;
props0.type = true;
props0.index = true;
props0.extras = true;
}
}
else if(tag0 === "tool_call_chunk"){
if(!(validate46(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.args = true;
props0.id = true;
props0.index = true;
props0.type = true;
props0.extras = true;
}
}
else if(tag0 === "invalid_tool_call"){
if(!(validate47(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.args = true;
props0.id = true;
props0.error = true;
props0.type = true;
props0.index = true;
props0.extras = true;
}
}
else if(tag0 === "server_tool_call"){
if(!(validate39(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.name = true;
props0.args = true;
}
}
else if(tag0 === "server_tool_call_chunk"){
if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.name = true;
props0.args = true;
}
}
else if(tag0 === "server_tool_result"){
if(!(validate41(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.tool_call_id = true;
props0.status = true;
props0.output = true;
}
}
else {
const err2 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate44.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate44.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateDataContentBlock = validate63;
const schema81 = {"title":"DataContentBlock","description":"A standard block that carries data: image, audio, video, file or plain text.","type":"object","required":["type"],"oneOf":[{"$ref":"#/$defs/ImageContentBlock"},{"$ref":"#/$defs/VideoContentBlock"},{"$ref":"#/$defs/AudioContentBlock"},{"$ref":"#/$defs/PlainTextContentBlock"},{"$ref":"#/$defs/FileContentBlock"}],"discriminator":{"propertyName":"type"},"properties":{"type":{"enum":["image","video","audio","text-plain","file"]}}};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!(((((data0 === "image") || (data0 === "video")) || (data0 === "audio")) || (data0 === "text-plain")) || (data0 === "file"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema81.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "image"){
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.url = true;
props0.base64 = true;
props0.file_id = true;
props0.mime_type = true;
props0.source_type = true;
props0.data = true;
}
else if(tag0 === "video"){
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.url = true;
props0.base64 = true;
props0.file_id = true;
props0.mime_type = true;
props0.source_type = true;
props0.data = true;
}
}
else if(tag0 === "audio"){
if(!(validate34(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.url = true;
props0.base64 = true;
props0.file_id = true;
props0.mime_type = true;
props0.source_type = true;
props0.data = true;
}
}
else if(tag0 === "text-plain"){
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.mime_type = true;
props0.text = true;
props0.url = true;
props0.base64 = true;
props0.file_id = true;
props0.title = true;
props0.context = true;
}
}
else if(tag0 === "file"){
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.url = true;
props0.base64 = true;
props0.file_id = true;
props0.mime_type = true;
props0.source_type = true;
props0.data = true;
}
}
else {
const err2 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate63.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate63.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateAnnotation = validate69;
const schema82 = {"title":"Annotation","description":"Any standard annotation, told apart by its type tag.","type":"object","required":["type"],"oneOf":[{"$ref":"#/$defs/Citation"},{"$ref":"#/$defs/NonStandardAnnotation"}],"discriminator":{"propertyName":"type"},"properties":{"type":{"enum":["citation","non_standard_annotation"]}}};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === "citation") || (data0 === "non_standard_annotation"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema82.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "citation"){
if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.id = true;
props0.url = true;
props0.title = true;
props0.start_index = true;
props0.end_index = true;
props0.cited_text = true;
props0.extras = true;
}
else if(tag0 === "non_standard_annotation"){
if(!(validate28(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.value = true;
}
}
else {
const err2 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate69.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate69.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateContentPart = validate72;
const schema83 = {"title":"ContentPart","description":"An object in a message's content list. If its type tag names a standard block, it must match that block's schema; objects with any other type, such as a provider's native blocks, are kept unchanged.","type":"object","allOf":[{"if":{"properties":{"type":{"const":"text"}},"required":["type"]},"then":{"$ref":"#/$defs/TextContentBlock"}},{"if":{"properties":{"type":{"const":"reasoning"}},"required":["type"]},"then":{"$ref":"#/$defs/ReasoningContentBlock"}},{"if":{"properties":{"type":{"const":"refusal"}},"required":["type"]},"then":{"$ref":"#/$defs/RefusalContentBlock"}},{"if":{"properties":{"type":{"const":"image"}},"required":["type"]},"then":{"$ref":"#/$defs/ImageContentBlock"}},{"if":{"properties":{"type":{"const":"audio"}},"required":["type"]},"then":{"$ref":"#/$defs/AudioContentBlock"}},{"if":{"properties":{"type":{"const":"video"}},"required":["type"]},"then":{"$ref":"#/$defs/VideoContentBlock"}},{"if":{"properties":{"type":{"const":"file"}},"required":["type"]},"then":{"$ref":"#/$defs/FileContentBlock"}},{"if":{"properties":{"type":{"const":"text-plain"}},"required":["type"]},"then":{"$ref":"#/$defs/PlainTextContentBlock"}},{"if":{"properties":{"type":{"const":"non_standard"}},"required":["type"]},"then":{"$ref":"#/$defs/NonStandardContentBlock"}},{"if":{"properties":{"type":{"const":"tool_call"}},"required":["type"]},"then":{"$ref":"#/$defs/ToolCall"}},{"if":{"properties":{"type":{"const":"tool_call_chunk"}},"required":["type"]},"then":{"$ref":"#/$defs/ToolCallChunk"}},{"if":{"properties":{"type":{"const":"invalid_tool_call"}},"required":["type"]},"then":{"$ref":"#/$defs/InvalidToolCall"}},{"if":{"properties":{"type":{"const":"server_tool_call"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerToolCall"}},{"if":{"properties":{"type":{"const":"server_tool_call_chunk"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerToolCallChunk"}},{"if":{"properties":{"type":{"const":"server_tool_result"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerToolResult"}}]};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.type !== undefined){
if("text" !== data.type){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.text = true;
props0.annotations = true;
}
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.type !== undefined){
if("reasoning" !== data.type){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(!(validate31(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
if(valid3){
var props1 = {};
props1.type = true;
props1.id = true;
props1.index = true;
props1.extras = true;
props1.reasoning = true;
}
}
if(!valid3){
const err6 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs12 = errors;
let valid5 = true;
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data.type !== undefined){
if("refusal" !== data.type){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
var _valid2 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs15 = errors;
if(!(validate32(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var _valid2 = _errs15 === errors;
valid5 = _valid2;
if(valid5){
var props2 = {};
props2.type = true;
props2.refusal = true;
props2.id = true;
props2.index = true;
props2.extras = true;
}
}
if(!valid5){
const err9 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs17 = errors;
let valid7 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(data.type !== undefined){
if("image" !== data.type){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
var _valid3 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs20 = errors;
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var _valid3 = _errs20 === errors;
valid7 = _valid3;
if(valid7){
var props3 = {};
props3.type = true;
props3.id = true;
props3.index = true;
props3.extras = true;
props3.url = true;
props3.base64 = true;
props3.file_id = true;
props3.mime_type = true;
props3.source_type = true;
props3.data = true;
}
}
if(!valid7){
const err12 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs22 = errors;
let valid9 = true;
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
if(data.type !== undefined){
if("audio" !== data.type){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
var _valid4 = _errs23 === errors;
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs25 = errors;
if(!(validate34(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var _valid4 = _errs25 === errors;
valid9 = _valid4;
if(valid9){
var props4 = {};
props4.type = true;
props4.id = true;
props4.index = true;
props4.extras = true;
props4.url = true;
props4.base64 = true;
props4.file_id = true;
props4.mime_type = true;
props4.source_type = true;
props4.data = true;
}
}
if(!valid9){
const err15 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs27 = errors;
let valid11 = true;
const _errs28 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.type === undefined) && (missing5 = "type")){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(data.type !== undefined){
if("video" !== data.type){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
var _valid5 = _errs28 === errors;
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs30 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid5 = _errs30 === errors;
valid11 = _valid5;
if(valid11){
var props5 = {};
props5.type = true;
props5.id = true;
props5.index = true;
props5.extras = true;
props5.url = true;
props5.base64 = true;
props5.file_id = true;
props5.mime_type = true;
props5.source_type = true;
props5.data = true;
}
}
if(!valid11){
const err18 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs32 = errors;
let valid13 = true;
const _errs33 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
if(data.type !== undefined){
if("file" !== data.type){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
var _valid6 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs35 = errors;
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var _valid6 = _errs35 === errors;
valid13 = _valid6;
if(valid13){
var props6 = {};
props6.type = true;
props6.id = true;
props6.index = true;
props6.extras = true;
props6.url = true;
props6.base64 = true;
props6.file_id = true;
props6.mime_type = true;
props6.source_type = true;
props6.data = true;
}
}
if(!valid13){
const err21 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs37 = errors;
let valid15 = true;
const _errs38 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
if(data.type !== undefined){
if("text-plain" !== data.type){
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
var _valid7 = _errs38 === errors;
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs40 = errors;
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var _valid7 = _errs40 === errors;
valid15 = _valid7;
if(valid15){
var props7 = {};
props7.type = true;
props7.id = true;
props7.index = true;
props7.extras = true;
props7.mime_type = true;
props7.text = true;
props7.url = true;
props7.base64 = true;
props7.file_id = true;
props7.title = true;
props7.context = true;
}
}
if(!valid15){
const err24 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
const _errs42 = errors;
let valid17 = true;
const _errs43 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.type === undefined) && (missing8 = "type")){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
if(data.type !== undefined){
if("non_standard" !== data.type){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
var _valid8 = _errs43 === errors;
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs45 = errors;
if(!(validate38(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var _valid8 = _errs45 === errors;
valid17 = _valid8;
if(valid17){
var props8 = {};
props8.type = true;
props8.id = true;
props8.index = true;
props8.value = true;
}
}
if(!valid17){
const err27 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(props0 !== true && props8 !== undefined){
if(props8 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props8);
}
}
const _errs47 = errors;
let valid19 = true;
const _errs48 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.type === undefined) && (missing9 = "type")){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
if(data.type !== undefined){
if("tool_call" !== data.type){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
}
var _valid9 = _errs48 === errors;
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs50 = errors;
if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var _valid9 = _errs50 === errors;
valid19 = _valid9;
if(valid19){
var props9 = {};
props9.name = true;
props9.args = true;
props9.id = true;
props9.type = true;
props9.index = true;
props9.extras = true;
}
}
if(!valid19){
const err30 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(props0 !== true && props9 !== undefined){
if(props9 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props9);
}
}
const _errs52 = errors;
let valid21 = true;
const _errs53 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.type === undefined) && (missing10 = "type")){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(data.type !== undefined){
if("tool_call_chunk" !== data.type){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
var _valid10 = _errs53 === errors;
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
if(_valid10){
const _errs55 = errors;
if(!(validate46(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var _valid10 = _errs55 === errors;
valid21 = _valid10;
if(valid21){
var props10 = {};
props10.name = true;
props10.args = true;
props10.id = true;
props10.index = true;
props10.type = true;
props10.extras = true;
}
}
if(!valid21){
const err33 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(props0 !== true && props10 !== undefined){
if(props10 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props10);
}
}
const _errs57 = errors;
let valid23 = true;
const _errs58 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.type === undefined) && (missing11 = "type")){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
if(data.type !== undefined){
if("invalid_tool_call" !== data.type){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
}
var _valid11 = _errs58 === errors;
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
if(_valid11){
const _errs60 = errors;
if(!(validate47(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var _valid11 = _errs60 === errors;
valid23 = _valid11;
if(valid23){
var props11 = {};
props11.name = true;
props11.args = true;
props11.id = true;
props11.error = true;
props11.type = true;
props11.index = true;
props11.extras = true;
}
}
if(!valid23){
const err36 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(props0 !== true && props11 !== undefined){
if(props11 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props11);
}
}
const _errs62 = errors;
let valid25 = true;
const _errs63 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.type === undefined) && (missing12 = "type")){
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
if(data.type !== undefined){
if("server_tool_call" !== data.type){
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
}
var _valid12 = _errs63 === errors;
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
if(_valid12){
const _errs65 = errors;
if(!(validate39(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
var _valid12 = _errs65 === errors;
valid25 = _valid12;
if(valid25){
var props12 = {};
props12.type = true;
props12.id = true;
props12.index = true;
props12.extras = true;
props12.name = true;
props12.args = true;
}
}
if(!valid25){
const err39 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(props0 !== true && props12 !== undefined){
if(props12 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props12);
}
}
const _errs67 = errors;
let valid27 = true;
const _errs68 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.type === undefined) && (missing13 = "type")){
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
if(data.type !== undefined){
if("server_tool_call_chunk" !== data.type){
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
}
var _valid13 = _errs68 === errors;
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
if(_valid13){
const _errs70 = errors;
if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var _valid13 = _errs70 === errors;
valid27 = _valid13;
if(valid27){
var props13 = {};
props13.type = true;
props13.id = true;
props13.index = true;
props13.extras = true;
props13.name = true;
props13.args = true;
}
}
if(!valid27){
const err42 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(props0 !== true && props13 !== undefined){
if(props13 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props13);
}
}
const _errs72 = errors;
let valid29 = true;
const _errs73 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.type === undefined) && (missing14 = "type")){
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
if(data.type !== undefined){
if("server_tool_result" !== data.type){
const err44 = {};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
}
var _valid14 = _errs73 === errors;
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
if(_valid14){
const _errs75 = errors;
if(!(validate41(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var _valid14 = _errs75 === errors;
valid29 = _valid14;
if(valid29){
var props14 = {};
props14.type = true;
props14.id = true;
props14.index = true;
props14.extras = true;
props14.tool_call_id = true;
props14.status = true;
props14.output = true;
}
}
if(!valid29){
const err45 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(props0 !== true && props14 !== undefined){
if(props14 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props14);
}
}
validate72.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate72.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateContentItem = validate88;
const schema84 = {"title":"ContentItem","description":"One item of a message's content list: a plain string or a content part.","anyOf":[{"type":"string"},{"$ref":"#/$defs/ContentPart"}]};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(!(validate72(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
else {
var props0 = validate72.evaluated.props;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate88.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate88.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateAnnotationItem = validate90;

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.type !== undefined){
if("citation" !== data.type){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.type = true;
props0.id = true;
props0.url = true;
props0.title = true;
props0.start_index = true;
props0.end_index = true;
props0.cited_text = true;
props0.extras = true;
}
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.type !== undefined){
if("non_standard_annotation" !== data.type){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(!(validate28(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
if(valid3){
var props1 = {};
props1.type = true;
props1.id = true;
props1.value = true;
}
}
if(!valid3){
const err6 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
validate90.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate90.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateHumanMessage = validate93;
const schema86 = {"title":"HumanMessage","description":"A message from the person using the application.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"human","description":"Type tag of the message; always 'human' for HumanMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"example":{"type":"boolean","description":"Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."}},"required":["content"],"additionalProperties":false};
const schema87 = {"title":"MessageContent","description":"The content of a message: a string, or a list of strings and content parts.","anyOf":[{"type":"string"},{"type":"array","items":{"$ref":"#/$defs/ContentItem"}}]};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate88(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate94.errors = vErrors;
evaluated0.items = items0;
return errors === 0;
}
validate94.evaluated = {"dynamicProps":false,"dynamicItems":true};


function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "content") || (key0 === "additional_kwargs")) || (key0 === "response_metadata")) || (key0 === "type")) || (key0 === "name")) || (key0 === "id")) || (key0 === "example"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("human" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "human"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.example !== undefined){
if(typeof data.example !== "boolean"){
const err11 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateHumanMessageChunk = validate97;
const schema90 = {"title":"HumanMessageChunk","description":"A streamed piece of a message from the person using the application; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"HumanMessageChunk","description":"Type tag of the message; always 'HumanMessageChunk' for HumanMessageChunk."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"example":{"type":"boolean","description":"Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."}},"required":["content"],"additionalProperties":false};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "content") || (key0 === "additional_kwargs")) || (key0 === "response_metadata")) || (key0 === "type")) || (key0 === "name")) || (key0 === "id")) || (key0 === "example"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("HumanMessageChunk" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "HumanMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.example !== undefined){
if(typeof data.example !== "boolean"){
const err11 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAIMessage = validate99;
const schema93 = {"title":"AIMessage","description":"A message produced by the model, possibly with tool calls and token usage.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"ai","description":"Type tag of the message; always 'ai' for AIMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"example":{"type":"boolean","description":"Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."},"tool_calls":{"type":"array","items":{"$ref":"#/$defs/ToolCall"},"default":[],"description":"Tool calls the model requested, with parsed arguments."},"invalid_tool_calls":{"type":"array","items":{"$ref":"#/$defs/InvalidToolCall"},"default":[],"description":"Tool calls the model produced that could not be parsed."},"usage_metadata":{"anyOf":[{"$ref":"#/$defs/UsageMetadata"},{"type":"null"}],"description":"Token counts for the call that produced this message, or null when unknown.","default":null}},"required":["content"],"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;
const schema96 = {"title":"UsageMetadata","description":"Token counts for one model call.","type":"object","properties":{"input_tokens":{"type":"integer","description":"Number of tokens in the input (prompt)."},"output_tokens":{"type":"integer","description":"Number of tokens in the output (completion)."},"total_tokens":{"type":"integer","description":"Total number of tokens, usually input plus output."},"input_token_details":{"$ref":"#/$defs/InputTokenDetails","description":"Breakdown of the input tokens."},"output_token_details":{"$ref":"#/$defs/OutputTokenDetails","description":"Breakdown of the output tokens."}},"required":["input_tokens","output_tokens","total_tokens"]};
const schema97 = {"title":"InputTokenDetails","description":"Breakdown of input tokens by kind. Keys other than the listed ones are allowed and must hold integers, for example provider-specific cache counters.","type":"object","properties":{"audio":{"type":"integer","description":"Input tokens that were audio."},"cache_creation":{"type":"integer","description":"Input tokens written to a prompt cache."},"cache_read":{"type":"integer","description":"Input tokens read from a prompt cache."}},"additionalProperties":{"type":"integer"}};
const schema98 = {"title":"OutputTokenDetails","description":"Breakdown of output tokens by kind. Keys other than the listed ones are allowed and must hold integers.","type":"object","properties":{"audio":{"type":"integer","description":"Output tokens that were audio."},"reasoning":{"type":"integer","description":"Output tokens spent on reasoning that is not part of the visible answer."}},"additionalProperties":{"type":"integer"}};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.input_tokens === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input_tokens"},message:"must have required property '"+"input_tokens"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.output_tokens === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "output_tokens"},message:"must have required property '"+"output_tokens"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.total_tokens === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_tokens"},message:"must have required property '"+"total_tokens"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.input_tokens !== undefined){
let data0 = data.input_tokens;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.output_tokens !== undefined){
let data1 = data.output_tokens;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/output_tokens",schemaPath:"#/properties/output_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.total_tokens !== undefined){
let data2 = data.total_tokens;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/total_tokens",schemaPath:"#/properties/total_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.input_token_details !== undefined){
let data3 = data.input_token_details;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
if(!(((key0 === "audio") || (key0 === "cache_creation")) || (key0 === "cache_read"))){
let data4 = data3[key0];
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/input_token_details/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/InputTokenDetails/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data3.audio !== undefined){
let data5 = data3.audio;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err7 = {instancePath:instancePath+"/input_token_details/audio",schemaPath:"#/$defs/InputTokenDetails/properties/audio/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.cache_creation !== undefined){
let data6 = data3.cache_creation;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err8 = {instancePath:instancePath+"/input_token_details/cache_creation",schemaPath:"#/$defs/InputTokenDetails/properties/cache_creation/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.cache_read !== undefined){
let data7 = data3.cache_read;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err9 = {instancePath:instancePath+"/input_token_details/cache_read",schemaPath:"#/$defs/InputTokenDetails/properties/cache_read/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/input_token_details",schemaPath:"#/$defs/InputTokenDetails/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.output_token_details !== undefined){
let data8 = data.output_token_details;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
if(!((key1 === "audio") || (key1 === "reasoning"))){
let data9 = data8[key1];
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err11 = {instancePath:instancePath+"/output_token_details/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/OutputTokenDetails/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data8.audio !== undefined){
let data10 = data8.audio;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err12 = {instancePath:instancePath+"/output_token_details/audio",schemaPath:"#/$defs/OutputTokenDetails/properties/audio/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data8.reasoning !== undefined){
let data11 = data8.reasoning;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err13 = {instancePath:instancePath+"/output_token_details/reasoning",schemaPath:"#/$defs/OutputTokenDetails/properties/reasoning/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/output_token_details",schemaPath:"#/$defs/OutputTokenDetails/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":{"input_tokens":true,"output_tokens":true,"total_tokens":true,"input_token_details":true,"output_token_details":true},"dynamicProps":false,"dynamicItems":false};


function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema93.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("ai" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ai"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.example !== undefined){
if(typeof data.example !== "boolean"){
const err11 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.tool_calls !== undefined){
let data7 = data.tool_calls;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate45(data7[i0], {instancePath:instancePath+"/tool_calls/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath:instancePath+"/tool_calls",schemaPath:"#/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.invalid_tool_calls !== undefined){
let data9 = data.invalid_tool_calls;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(!(validate47(data9[i1], {instancePath:instancePath+"/invalid_tool_calls/" + i1,parentData:data9,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/invalid_tool_calls",schemaPath:"#/properties/invalid_tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.usage_metadata !== undefined){
let data11 = data.usage_metadata;
const _errs33 = errors;
let valid9 = false;
const _errs34 = errors;
if(!(validate103(data11, {instancePath:instancePath+"/usage_metadata",parentData:data,parentDataProperty:"usage_metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var _valid2 = _errs34 === errors;
valid9 = valid9 || _valid2;
if(_valid2){
var props0 = {};
props0.input_tokens = true;
props0.output_tokens = true;
props0.total_tokens = true;
props0.input_token_details = true;
props0.output_token_details = true;
}
const _errs35 = errors;
if(data11 !== null){
const err14 = {instancePath:instancePath+"/usage_metadata",schemaPath:"#/properties/usage_metadata/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const err15 = {instancePath:instancePath+"/usage_metadata",schemaPath:"#/properties/usage_metadata/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAIMessageChunk = validate105;
const schema99 = {"title":"AIMessageChunk","description":"A streamed piece of a message produced by the model; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"AIMessageChunk","description":"Type tag of the message; always 'AIMessageChunk' for AIMessageChunk."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"example":{"type":"boolean","description":"Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."},"tool_calls":{"type":"array","items":{"$ref":"#/$defs/ToolCall"},"default":[],"description":"Tool calls the model requested, with parsed arguments."},"invalid_tool_calls":{"type":"array","items":{"$ref":"#/$defs/InvalidToolCall"},"default":[],"description":"Tool calls the model produced that could not be parsed."},"usage_metadata":{"anyOf":[{"$ref":"#/$defs/UsageMetadata"},{"type":"null"}],"description":"Token counts for the call that produced this message, or null when unknown.","default":null},"tool_call_chunks":{"type":"array","items":{"$ref":"#/$defs/ToolCallChunk"},"default":[],"description":"Fragments of tool calls received while streaming."},"chunk_position":{"anyOf":[{"const":"last"},{"type":"null"}],"description":"Set to 'last' on the final chunk of a stream. Written only by newer versions of LangChain, so absent and null are both accepted."}},"required":["content"],"additionalProperties":false};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema99.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("AIMessageChunk" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "AIMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.example !== undefined){
if(typeof data.example !== "boolean"){
const err11 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.tool_calls !== undefined){
let data7 = data.tool_calls;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate45(data7[i0], {instancePath:instancePath+"/tool_calls/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath:instancePath+"/tool_calls",schemaPath:"#/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.invalid_tool_calls !== undefined){
let data9 = data.invalid_tool_calls;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(!(validate47(data9[i1], {instancePath:instancePath+"/invalid_tool_calls/" + i1,parentData:data9,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/invalid_tool_calls",schemaPath:"#/properties/invalid_tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.usage_metadata !== undefined){
let data11 = data.usage_metadata;
const _errs33 = errors;
let valid9 = false;
const _errs34 = errors;
if(!(validate103(data11, {instancePath:instancePath+"/usage_metadata",parentData:data,parentDataProperty:"usage_metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var _valid2 = _errs34 === errors;
valid9 = valid9 || _valid2;
if(_valid2){
var props0 = {};
props0.input_tokens = true;
props0.output_tokens = true;
props0.total_tokens = true;
props0.input_token_details = true;
props0.output_token_details = true;
}
const _errs35 = errors;
if(data11 !== null){
const err14 = {instancePath:instancePath+"/usage_metadata",schemaPath:"#/properties/usage_metadata/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const err15 = {instancePath:instancePath+"/usage_metadata",schemaPath:"#/properties/usage_metadata/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data.tool_call_chunks !== undefined){
let data12 = data.tool_call_chunks;
if(Array.isArray(data12)){
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
if(!(validate46(data12[i2], {instancePath:instancePath+"/tool_call_chunks/" + i2,parentData:data12,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/tool_call_chunks",schemaPath:"#/properties/tool_call_chunks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.chunk_position !== undefined){
let data14 = data.chunk_position;
const _errs41 = errors;
let valid12 = false;
const _errs42 = errors;
if("last" !== data14){
const err17 = {instancePath:instancePath+"/chunk_position",schemaPath:"#/properties/chunk_position/anyOf/0/const",keyword:"const",params:{allowedValue: "last"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs42 === errors;
valid12 = valid12 || _valid3;
const _errs43 = errors;
if(data14 !== null){
const err18 = {instancePath:instancePath+"/chunk_position",schemaPath:"#/properties/chunk_position/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs43 === errors;
valid12 = valid12 || _valid3;
if(!valid12){
const err19 = {instancePath:instancePath+"/chunk_position",schemaPath:"#/properties/chunk_position/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSystemMessage = validate111;
const schema102 = {"title":"SystemMessage","description":"Instructions that prime the model's behaviour, usually first in a conversation.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"system","description":"Type tag of the message; always 'system' for SystemMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null}},"required":["content"],"additionalProperties":false};

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "content") || (key0 === "additional_kwargs")) || (key0 === "response_metadata")) || (key0 === "type")) || (key0 === "name")) || (key0 === "id"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("system" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSystemMessageChunk = validate113;
const schema105 = {"title":"SystemMessageChunk","description":"A streamed piece of instructions that prime the model's behaviour; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"SystemMessageChunk","description":"Type tag of the message; always 'SystemMessageChunk' for SystemMessageChunk."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null}},"required":["content"],"additionalProperties":false};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate113.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "content") || (key0 === "additional_kwargs")) || (key0 === "response_metadata")) || (key0 === "type")) || (key0 === "name")) || (key0 === "id"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("SystemMessageChunk" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "SystemMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateToolMessage = validate115;
const schema108 = {"title":"ToolMessage","description":"The result of running a tool, sent back to the model.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"tool","description":"Type tag of the message; always 'tool' for ToolMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"tool_call_id":{"type":"string","description":"Identifier of the tool call this message answers."},"artifact":{"description":"Output of the tool that is kept for the application but not sent to the model. Any JSON value.","default":null},"status":{"enum":["success","error"],"default":"success","description":"Whether the tool call succeeded."}},"required":["content","tool_call_id"],"additionalProperties":false};

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate115.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tool_call_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool_call_id"},message:"must have required property '"+"tool_call_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema108.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err3 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err4 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
if("tool" !== data.type){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data5 !== null){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.tool_call_id !== undefined){
if(typeof data.tool_call_id !== "string"){
const err12 = {instancePath:instancePath+"/tool_call_id",schemaPath:"#/properties/tool_call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(!((data7 === "success") || (data7 === "error"))){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema108.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate115.errors = vErrors;
return errors === 0;
}
validate115.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateToolMessageChunk = validate117;
const schema111 = {"title":"ToolMessageChunk","description":"A streamed piece of the result of running a tool; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"ToolMessageChunk","description":"Type tag of the message; always 'ToolMessageChunk' for ToolMessageChunk."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"tool_call_id":{"type":"string","description":"Identifier of the tool call this message answers."},"artifact":{"description":"Output of the tool that is kept for the application but not sent to the model. Any JSON value.","default":null},"status":{"enum":["success","error"],"default":"success","description":"Whether the tool call succeeded."}},"required":["content","tool_call_id"],"additionalProperties":false};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tool_call_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool_call_id"},message:"must have required property '"+"tool_call_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema111.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err3 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err4 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
if("ToolMessageChunk" !== data.type){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ToolMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data5 !== null){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.tool_call_id !== undefined){
if(typeof data.tool_call_id !== "string"){
const err12 = {instancePath:instancePath+"/tool_call_id",schemaPath:"#/properties/tool_call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(!((data7 === "success") || (data7 === "error"))){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema111.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFunctionMessage = validate119;
const schema114 = {"title":"FunctionMessage","description":"The result of a legacy function call, sent back to the model. The name of the function is required.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"function","description":"Type tag of the message; always 'function' for FunctionMessage."},"name":{"type":"string","description":"Name of the function that produced this message."},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null}},"required":["content","name"],"additionalProperties":false};

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate119.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "content") || (key0 === "additional_kwargs")) || (key0 === "response_metadata")) || (key0 === "type")) || (key0 === "name")) || (key0 === "id"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err3 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err4 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
if("function" !== data.type){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
const _errs18 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate119.errors = vErrors;
return errors === 0;
}
validate119.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFunctionMessageChunk = validate121;
const schema117 = {"title":"FunctionMessageChunk","description":"A streamed piece of the result of a legacy function call; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"FunctionMessageChunk","description":"Type tag of the message; always 'FunctionMessageChunk' for FunctionMessageChunk."},"name":{"type":"string","description":"Name of the function that produced this message."},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null}},"required":["content","name"],"additionalProperties":false};

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "content") || (key0 === "additional_kwargs")) || (key0 === "response_metadata")) || (key0 === "type")) || (key0 === "name")) || (key0 === "id"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err3 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err4 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
if("FunctionMessageChunk" !== data.type){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "FunctionMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
const _errs18 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateChatMessage = validate123;
const schema120 = {"title":"ChatMessage","description":"A message with an arbitrary speaker role.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"chat","description":"Type tag of the message; always 'chat' for ChatMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"role":{"type":"string","description":"The speaker role of the message."}},"required":["content","role"],"additionalProperties":false};

function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate123.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "content") || (key0 === "additional_kwargs")) || (key0 === "response_metadata")) || (key0 === "type")) || (key0 === "name")) || (key0 === "id")) || (key0 === "role"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err3 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err4 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
if("chat" !== data.type){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "chat"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data5 !== null){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.role !== undefined){
if(typeof data.role !== "string"){
const err12 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateChatMessageChunk = validate125;
const schema123 = {"title":"ChatMessageChunk","description":"A streamed piece of a message with an arbitrary speaker role; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"ChatMessageChunk","description":"Type tag of the message; always 'ChatMessageChunk' for ChatMessageChunk."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"role":{"type":"string","description":"The speaker role of the message."}},"required":["content","role"],"additionalProperties":false};

function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "content") || (key0 === "additional_kwargs")) || (key0 === "response_metadata")) || (key0 === "type")) || (key0 === "name")) || (key0 === "id")) || (key0 === "role"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err3 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err4 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
if("ChatMessageChunk" !== data.type){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ChatMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data5 !== null){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.role !== undefined){
if(typeof data.role !== "string"){
const err12 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateRemoveMessage = validate127;
const schema126 = {"title":"RemoveMessage","description":"An instruction to remove the message with the given id from a stored history.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"Unused; always empty.","default":""},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"remove","description":"Type tag of the message; always 'remove' for RemoveMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"type":"string","description":"Identifier of the message to remove."}},"required":["id"],"additionalProperties":false};

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate127.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "content") || (key0 === "additional_kwargs")) || (key0 === "response_metadata")) || (key0 === "type")) || (key0 === "name")) || (key0 === "id"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate94(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("remove" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "remove"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate127.errors = vErrors;
return errors === 0;
}
validate127.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMessageContent = validate129;

function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate129.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate88(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate129.errors = vErrors;
evaluated0.items = items0;
return errors === 0;
}
validate129.evaluated = {"dynamicProps":false,"dynamicItems":true};

export const validateAnyMessage = validate131;
const schema130 = {"title":"AnyMessage","description":"Any message, told apart by its type tag.","type":"object","required":["type"],"oneOf":[{"$ref":"#/$defs/HumanMessage"},{"$ref":"#/$defs/AIMessage"},{"$ref":"#/$defs/SystemMessage"},{"$ref":"#/$defs/ToolMessage"},{"$ref":"#/$defs/FunctionMessage"},{"$ref":"#/$defs/ChatMessage"},{"$ref":"#/$defs/RemoveMessage"},{"$ref":"#/$defs/HumanMessageChunk"},{"$ref":"#/$defs/AIMessageChunk"},{"$ref":"#/$defs/SystemMessageChunk"},{"$ref":"#/$defs/ToolMessageChunk"},{"$ref":"#/$defs/FunctionMessageChunk"},{"$ref":"#/$defs/ChatMessageChunk"}],"discriminator":{"propertyName":"type"},"properties":{"type":{"enum":["human","ai","system","tool","function","chat","remove","HumanMessageChunk","AIMessageChunk","SystemMessageChunk","ToolMessageChunk","FunctionMessageChunk","ChatMessageChunk"]}}};

function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate131.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!(((((((((((((data0 === "human") || (data0 === "ai")) || (data0 === "system")) || (data0 === "tool")) || (data0 === "function")) || (data0 === "chat")) || (data0 === "remove")) || (data0 === "HumanMessageChunk")) || (data0 === "AIMessageChunk")) || (data0 === "SystemMessageChunk")) || (data0 === "ToolMessageChunk")) || (data0 === "FunctionMessageChunk")) || (data0 === "ChatMessageChunk"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema130.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "human"){
if(!(validate93(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "ai"){
if(!(validate99(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "system"){
if(!(validate111(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "tool"){
if(!(validate115(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "function"){
if(!(validate119(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "chat"){
if(!(validate123(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "remove"){
if(!(validate127(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "HumanMessageChunk"){
if(!(validate97(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "AIMessageChunk"){
if(!(validate105(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "SystemMessageChunk"){
if(!(validate113(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "ToolMessageChunk"){
if(!(validate117(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "FunctionMessageChunk"){
if(!(validate121(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "ChatMessageChunk"){
if(!(validate125(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err2 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate131.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate131.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateOtelBlobPart = validate145;
const schema131 = {"description":"Represents blob binary data sent inline to the model","properties":{"type":{"const":"blob","description":"The type of the content captured in this part.","title":"Type","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"The IANA MIME type of the attached data.","title":"Mime Type"},"modality":{"anyOf":[{"$ref":"#/$defs/OtelModality"},{"type":"string"}],"description":"The general modality of the data if it is known. Instrumentations SHOULD also set the mimeType field if the specific type is known.","title":"Modality"},"content":{"description":"Raw bytes of the attached data. This field SHOULD be encoded as a base64 string when serialized to JSON.","title":"Content","type":"string"}},"required":["type","modality","content"],"title":"OtelBlobPart","type":"object"};
const schema132 = {"enum":["image","video","audio","document"],"title":"OtelModality","type":"string","description":"Modality, as the OpenTelemetry GenAI schemas define it."};

function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate145.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.modality === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modality"},message:"must have required property '"+"modality"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("blob" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "blob"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.mime_type !== undefined){
let data1 = data.mime_type;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.modality !== undefined){
let data2 = data.modality;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/modality",schemaPath:"#/$defs/OtelModality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "image") || (data2 === "video")) || (data2 === "audio")) || (data2 === "document"))){
const err9 = {instancePath:instancePath+"/modality",schemaPath:"#/$defs/OtelModality/enum",keyword:"enum",params:{allowedValues: schema132.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
const _errs14 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/modality",schemaPath:"#/properties/modality/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err11 = {instancePath:instancePath+"/modality",schemaPath:"#/properties/modality/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err12 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate145.errors = vErrors;
return errors === 0;
}
validate145.evaluated = {"props":{"type":true,"mime_type":true,"modality":true,"content":true},"dynamicProps":false,"dynamicItems":false};

export const validateOtelChatMessage = validate146;
const schema133 = {"additionalProperties":true,"properties":{"role":{"anyOf":[{"$ref":"#/$defs/OtelRole"},{"type":"string"}],"description":"Role of the entity that created the message.","title":"Role"},"parts":{"description":"List of message parts that make up the message content.","items":{"$ref":"#/$defs/OtelPart"},"title":"Parts","type":"array"},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"The name of the participant.","title":"Name"}},"required":["role","parts"],"title":"OtelChatMessage","type":"object","description":"ChatMessage, as the OpenTelemetry GenAI schemas define it."};
const schema134 = {"enum":["system","user","assistant","tool"],"title":"OtelRole","type":"string","description":"Role, as the OpenTelemetry GenAI schemas define it."};
const schema135 = {"title":"OtelPart","description":"One item of the union, told apart by its type tag: a value whose type names a member defined here must match that member; any other type is checked against the open GenericPart.","type":"object","anyOf":[{"$ref":"#/$defs/OtelTextPart"},{"$ref":"#/$defs/OtelToolCallRequestPart"},{"$ref":"#/$defs/OtelToolCallResponsePart"},{"$ref":"#/$defs/OtelServerToolCallPart"},{"$ref":"#/$defs/OtelServerToolCallResponsePart"},{"$ref":"#/$defs/OtelBlobPart"},{"$ref":"#/$defs/OtelFilePart"},{"$ref":"#/$defs/OtelUriPart"},{"$ref":"#/$defs/OtelReasoningPart"},{"$ref":"#/$defs/OtelCompactionPart"},{"$ref":"#/$defs/OtelGenericPart"}],"allOf":[{"if":{"properties":{"type":{"const":"text"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelTextPart"}},{"if":{"properties":{"type":{"const":"tool_call"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelToolCallRequestPart"}},{"if":{"properties":{"type":{"const":"tool_call_response"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelToolCallResponsePart"}},{"if":{"properties":{"type":{"const":"server_tool_call"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelServerToolCallPart"}},{"if":{"properties":{"type":{"const":"server_tool_call_response"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelServerToolCallResponsePart"}},{"if":{"properties":{"type":{"const":"blob"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelBlobPart"}},{"if":{"properties":{"type":{"const":"file"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelFilePart"}},{"if":{"properties":{"type":{"const":"uri"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelUriPart"}},{"if":{"properties":{"type":{"const":"reasoning"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelReasoningPart"}},{"if":{"properties":{"type":{"const":"compaction"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelCompactionPart"}}]};
const schema136 = {"additionalProperties":true,"description":"Represents text content sent to or received from the model.","properties":{"type":{"const":"text","description":"The type of the content captured in this part.","title":"Type","type":"string"},"content":{"description":"Text content sent to or received from the model.","title":"Content","type":"string"}},"required":["type","content"],"title":"OtelTextPart","type":"object"};
const schema137 = {"additionalProperties":true,"description":"Represents a tool call requested by the model.","properties":{"type":{"const":"tool_call","description":"The type of the content captured in this part.","title":"Type","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Unique identifier for the tool call.","title":"Id"},"name":{"description":"Name of the tool.","title":"Name","type":"string"},"arguments":{"default":null,"description":"Arguments for the tool call.","title":"Arguments"}},"required":["type","name"],"title":"OtelToolCallRequestPart","type":"object"};
const schema138 = {"additionalProperties":true,"description":"Represents a tool call result sent to the model or a built-in tool call outcome and details.","properties":{"type":{"const":"tool_call_response","description":"The type of the content captured in this part.","title":"Type","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Unique tool call identifier.","title":"Id"},"response":{"description":"Tool call response.","title":"Response"}},"required":["type","response"],"title":"OtelToolCallResponsePart","type":"object"};
const schema147 = {"additionalProperties":true,"description":"Represents reasoning/thinking content received from the model.","properties":{"type":{"const":"reasoning","description":"The type of the content captured in this part.","title":"Type","type":"string"},"content":{"description":"Reasoning/thinking content received from the model.","title":"Content","type":"string"}},"required":["type","content"],"title":"OtelReasoningPart","type":"object"};
const schema148 = {"additionalProperties":true,"description":"Represents compacted conversation state sent to or received from the model.","properties":{"type":{"const":"compaction","description":"The type of the content captured in this part.","title":"Type","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Provider-assigned identifier for the compaction item or block.","title":"Id"},"content":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"The unencrypted compacted conversation summary, when available.","title":"Content"}},"required":["type"],"title":"OtelCompactionPart","type":"object"};
const schema149 = {"additionalProperties":true,"description":"Represents an arbitrary message part with any type and properties.\nThis allows for extensibility with custom message part types.","properties":{"type":{"description":"The type of the content captured in this part.","title":"Type","type":"string"}},"required":["type"],"title":"OtelGenericPart","type":"object"};
const schema139 = {"additionalProperties":true,"description":"Represents a server-side tool call invocation. Server tool calls are executed by the model provider on the server side rather than by the client application. Provider-specific tools (e.g., code_interpreter, web_search) can have well-defined schemas defined by the respective providers.","properties":{"type":{"const":"server_tool_call","description":"The type of the content captured in this part.","title":"Type","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Unique identifier for the server tool call.","title":"Id"},"name":{"description":"Name of the server tool.","title":"Name","type":"string"},"server_tool_call":{"$ref":"#/$defs/OtelGenericServerToolCall","description":"Polymorphic server tool call details with type discriminator. The structure varies based on the tool type."}},"required":["type","name","server_tool_call"],"title":"OtelServerToolCallPart","type":"object"};
const schema140 = {"additionalProperties":true,"description":"Represents an arbitrary server tool call with any type and properties.\nThis allows for extensibility with custom server tool types.","properties":{"type":{"description":"Type identifier for the server tool call.","title":"Type","type":"string"}},"required":["type"],"title":"OtelGenericServerToolCall","type":"object"};

function validate148(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate148.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.server_tool_call === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "server_tool_call"},message:"must have required property '"+"server_tool_call"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("server_tool_call" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "server_tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.server_tool_call !== undefined){
let data3 = data.server_tool_call;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type === undefined){
const err9 = {instancePath:instancePath+"/server_tool_call",schemaPath:"#/$defs/OtelGenericServerToolCall/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.type !== undefined){
if(typeof data3.type !== "string"){
const err10 = {instancePath:instancePath+"/server_tool_call/type",schemaPath:"#/$defs/OtelGenericServerToolCall/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/server_tool_call",schemaPath:"#/$defs/OtelGenericServerToolCall/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate148.errors = vErrors;
return errors === 0;
}
validate148.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema141 = {"additionalProperties":true,"description":"Represents a server-side tool call response. Contains the outcome and details of a server tool execution. Provider-specific tools (e.g., code_interpreter, web_search) can have well-defined response schemas defined by the respective providers.","properties":{"type":{"const":"server_tool_call_response","description":"The type of the content captured in this part.","title":"Type","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Unique server tool call identifier matching the original call.","title":"Id"},"server_tool_call_response":{"$ref":"#/$defs/OtelGenericServerToolCallResponse","description":"Polymorphic server tool call response with type discriminator. The structure varies based on the tool type."}},"required":["type","server_tool_call_response"],"title":"OtelServerToolCallResponsePart","type":"object"};
const schema142 = {"additionalProperties":true,"description":"Represents an arbitrary server tool call response with any type and properties.\nThis allows for extensibility with custom server tool response types.","properties":{"type":{"description":"Type identifier for the server tool call response.","title":"Type","type":"string"}},"required":["type"],"title":"OtelGenericServerToolCallResponse","type":"object"};

function validate150(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate150.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.server_tool_call_response === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "server_tool_call_response"},message:"must have required property '"+"server_tool_call_response"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("server_tool_call_response" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "server_tool_call_response"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.server_tool_call_response !== undefined){
let data2 = data.server_tool_call_response;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err7 = {instancePath:instancePath+"/server_tool_call_response",schemaPath:"#/$defs/OtelGenericServerToolCallResponse/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.type !== undefined){
if(typeof data2.type !== "string"){
const err8 = {instancePath:instancePath+"/server_tool_call_response/type",schemaPath:"#/$defs/OtelGenericServerToolCallResponse/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/server_tool_call_response",schemaPath:"#/$defs/OtelGenericServerToolCallResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate150.errors = vErrors;
return errors === 0;
}
validate150.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema143 = {"additionalProperties":true,"description":"Represents an external referenced file sent to the model by file id","properties":{"type":{"const":"file","description":"The type of the content captured in this part.","title":"Type","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"The IANA MIME type of the attached data.","title":"Mime Type"},"modality":{"anyOf":[{"$ref":"#/$defs/OtelModality"},{"type":"string"}],"description":"The general modality of the data if it is known. Instrumentations SHOULD also set the mimeType field if the specific type is known.","title":"Modality"},"file_id":{"description":"An identifier referencing a file that was pre-uploaded to the provider.","title":"File Id","type":"string"}},"required":["type","modality","file_id"],"title":"OtelFilePart","type":"object"};

function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate153.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.modality === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modality"},message:"must have required property '"+"modality"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.file_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file_id"},message:"must have required property '"+"file_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("file" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "file"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.mime_type !== undefined){
let data1 = data.mime_type;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.modality !== undefined){
let data2 = data.modality;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/modality",schemaPath:"#/$defs/OtelModality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "image") || (data2 === "video")) || (data2 === "audio")) || (data2 === "document"))){
const err9 = {instancePath:instancePath+"/modality",schemaPath:"#/$defs/OtelModality/enum",keyword:"enum",params:{allowedValues: schema132.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/modality",schemaPath:"#/properties/modality/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err11 = {instancePath:instancePath+"/modality",schemaPath:"#/properties/modality/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err12 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate153.errors = vErrors;
return errors === 0;
}
validate153.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema145 = {"additionalProperties":true,"description":"Represents an external referenced file sent to the model by URI","properties":{"type":{"const":"uri","description":"The type of the content captured in this part.","title":"Type","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"The IANA MIME type of the attached data.","title":"Mime Type"},"modality":{"anyOf":[{"$ref":"#/$defs/OtelModality"},{"type":"string"}],"description":"The general modality of the data if it is known. Instrumentations SHOULD also set the mimeType field if the specific type is known.","title":"Modality"},"uri":{"description":"A URI referencing attached data. It should not be a base64 data URL, which should use the `blob` part instead. The URI may use a scheme known to the provider api (e.g. `gs://bucket/object.png`), or be a publicly accessible location.","title":"Uri","type":"string"}},"required":["type","modality","uri"],"title":"OtelUriPart","type":"object"};

function validate155(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate155.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.modality === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modality"},message:"must have required property '"+"modality"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.uri === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "uri"},message:"must have required property '"+"uri"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("uri" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "uri"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.mime_type !== undefined){
let data1 = data.mime_type;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.modality !== undefined){
let data2 = data.modality;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/modality",schemaPath:"#/$defs/OtelModality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "image") || (data2 === "video")) || (data2 === "audio")) || (data2 === "document"))){
const err9 = {instancePath:instancePath+"/modality",schemaPath:"#/$defs/OtelModality/enum",keyword:"enum",params:{allowedValues: schema132.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/modality",schemaPath:"#/properties/modality/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err11 = {instancePath:instancePath+"/modality",schemaPath:"#/properties/modality/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.uri !== undefined){
if(typeof data.uri !== "string"){
const err12 = {instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate155.errors = vErrors;
return errors === 0;
}
validate155.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate147.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("text" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err5 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelTextPart/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/$defs/OtelTextPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.name === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("tool_call" !== data2){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/type/const",keyword:"const",params:{allowedValue: "tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.id !== undefined){
let data3 = data.id;
const _errs17 = errors;
let valid5 = false;
const _errs18 = errors;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid5 = valid5 || _valid1;
const _errs20 = errors;
if(data3 !== null){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err13 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs24 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err16 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.response === undefined){
const err17 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.type !== undefined){
let data5 = data.type;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("tool_call_response" !== data5){
const err19 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/type/const",keyword:"const",params:{allowedValue: "tool_call_response"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.id !== undefined){
let data6 = data.id;
const _errs31 = errors;
let valid8 = false;
const _errs32 = errors;
if(typeof data6 !== "string"){
const err20 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid8 = valid8 || _valid2;
const _errs34 = errors;
if(data6 !== null){
const err21 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err22 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs36 = errors;
if(!(validate148(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate148.errors : vErrors.concat(validate148.errors);
errors = vErrors.length;
}
var _valid0 = _errs36 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs37 = errors;
if(!(validate150(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate150.errors : vErrors.concat(validate150.errors);
errors = vErrors.length;
}
var _valid0 = _errs37 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs38 = errors;
if(!(validate145(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var _valid0 = _errs38 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.mime_type = true;
props0.modality = true;
props0.content = true;
}
}
const _errs39 = errors;
if(!(validate153(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
var _valid0 = _errs39 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs40 = errors;
if(!(validate155(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
var _valid0 = _errs40 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs41 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err24 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.content === undefined){
const err25 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.type !== undefined){
let data7 = data.type;
if(typeof data7 !== "string"){
const err26 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelReasoningPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("reasoning" !== data7){
const err27 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelReasoningPart/properties/type/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err28 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelReasoningPart/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs41 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs49 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err30 = {instancePath,schemaPath:"#/$defs/OtelCompactionPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.type !== undefined){
let data9 = data.type;
if(typeof data9 !== "string"){
const err31 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelCompactionPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("compaction" !== data9){
const err32 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelCompactionPart/properties/type/const",keyword:"const",params:{allowedValue: "compaction"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.id !== undefined){
let data10 = data.id;
const _errs56 = errors;
let valid13 = false;
const _errs57 = errors;
if(typeof data10 !== "string"){
const err33 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid3 = _errs57 === errors;
valid13 = valid13 || _valid3;
const _errs59 = errors;
if(data10 !== null){
const err34 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid3 = _errs59 === errors;
valid13 = valid13 || _valid3;
if(!valid13){
const err35 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
}
if(data.content !== undefined){
let data11 = data.content;
const _errs62 = errors;
let valid14 = false;
const _errs63 = errors;
if(typeof data11 !== "string"){
const err36 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid4 = _errs63 === errors;
valid14 = valid14 || _valid4;
const _errs65 = errors;
if(data11 !== null){
const err37 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid4 = _errs65 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err38 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/$defs/OtelCompactionPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid0 = _errs49 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs67 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err40 = {instancePath,schemaPath:"#/$defs/OtelGenericPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err41 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelGenericPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/$defs/OtelGenericPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs67 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid0){
const err43 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
const _errs74 = errors;
let valid18 = true;
const _errs75 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err44 = {};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
if(data.type !== undefined){
if("text" !== data.type){
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
}
var _valid5 = _errs75 === errors;
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs77 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err46 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.content === undefined){
const err47 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.type !== undefined){
let data14 = data.type;
if(typeof data14 !== "string"){
const err48 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if("text" !== data14){
const err49 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err50 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelTextPart/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/$defs/OtelTextPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid5 = _errs77 === errors;
valid18 = _valid5;
if(valid18){
var props1 = true;
}
}
if(!valid18){
const err52 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs86 = errors;
let valid22 = true;
const _errs87 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err53 = {};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
if(data.type !== undefined){
if("tool_call" !== data.type){
const err54 = {};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
}
var _valid6 = _errs87 === errors;
errors = _errs86;
if(vErrors !== null){
if(_errs86){
vErrors.length = _errs86;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs89 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err55 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data.name === undefined){
const err56 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data.type !== undefined){
let data17 = data.type;
if(typeof data17 !== "string"){
const err57 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if("tool_call" !== data17){
const err58 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/type/const",keyword:"const",params:{allowedValue: "tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.id !== undefined){
let data18 = data.id;
const _errs96 = errors;
let valid26 = false;
const _errs97 = errors;
if(typeof data18 !== "string"){
const err59 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid7 = _errs97 === errors;
valid26 = valid26 || _valid7;
const _errs99 = errors;
if(data18 !== null){
const err60 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid7 = _errs99 === errors;
valid26 = valid26 || _valid7;
if(!valid26){
const err61 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err62 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid6 = _errs89 === errors;
valid22 = _valid6;
if(valid22){
var props2 = true;
}
}
if(!valid22){
const err64 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs104 = errors;
let valid27 = true;
const _errs105 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
if(data.type !== undefined){
if("tool_call_response" !== data.type){
const err66 = {};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
}
var _valid8 = _errs105 === errors;
errors = _errs104;
if(vErrors !== null){
if(_errs104){
vErrors.length = _errs104;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs107 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err67 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data.response === undefined){
const err68 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data.type !== undefined){
let data21 = data.type;
if(typeof data21 !== "string"){
const err69 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if("tool_call_response" !== data21){
const err70 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/type/const",keyword:"const",params:{allowedValue: "tool_call_response"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.id !== undefined){
let data22 = data.id;
const _errs114 = errors;
let valid31 = false;
const _errs115 = errors;
if(typeof data22 !== "string"){
const err71 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid9 = _errs115 === errors;
valid31 = valid31 || _valid9;
const _errs117 = errors;
if(data22 !== null){
const err72 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid9 = _errs117 === errors;
valid31 = valid31 || _valid9;
if(!valid31){
const err73 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs114;
if(vErrors !== null){
if(_errs114){
vErrors.length = _errs114;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err74 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid8 = _errs107 === errors;
valid27 = _valid8;
if(valid27){
var props3 = true;
}
}
if(!valid27){
const err75 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs120 = errors;
let valid32 = true;
const _errs121 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err76 = {};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
else {
if(data.type !== undefined){
if("server_tool_call" !== data.type){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
}
var _valid10 = _errs121 === errors;
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
if(_valid10){
const _errs123 = errors;
if(!(validate148(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate148.errors : vErrors.concat(validate148.errors);
errors = vErrors.length;
}
var _valid10 = _errs123 === errors;
valid32 = _valid10;
if(valid32){
var props4 = true;
}
}
if(!valid32){
const err78 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs125 = errors;
let valid34 = true;
const _errs126 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
const err79 = {};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
if(data.type !== undefined){
if("server_tool_call_response" !== data.type){
const err80 = {};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
}
var _valid11 = _errs126 === errors;
errors = _errs125;
if(vErrors !== null){
if(_errs125){
vErrors.length = _errs125;
}
else {
vErrors = null;
}
}
if(_valid11){
const _errs128 = errors;
if(!(validate150(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate150.errors : vErrors.concat(validate150.errors);
errors = vErrors.length;
}
var _valid11 = _errs128 === errors;
valid34 = _valid11;
if(valid34){
var props5 = true;
}
}
if(!valid34){
const err81 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs130 = errors;
let valid36 = true;
const _errs131 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.type === undefined) && (missing5 = "type")){
const err82 = {};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
if(data.type !== undefined){
if("blob" !== data.type){
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
}
var _valid12 = _errs131 === errors;
errors = _errs130;
if(vErrors !== null){
if(_errs130){
vErrors.length = _errs130;
}
else {
vErrors = null;
}
}
if(_valid12){
const _errs133 = errors;
if(!(validate145(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var _valid12 = _errs133 === errors;
valid36 = _valid12;
if(valid36){
var props6 = {};
props6.type = true;
props6.mime_type = true;
props6.modality = true;
props6.content = true;
}
}
if(!valid36){
const err84 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs135 = errors;
let valid38 = true;
const _errs136 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
if(data.type !== undefined){
if("file" !== data.type){
const err86 = {};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
}
var _valid13 = _errs136 === errors;
errors = _errs135;
if(vErrors !== null){
if(_errs135){
vErrors.length = _errs135;
}
else {
vErrors = null;
}
}
if(_valid13){
const _errs138 = errors;
if(!(validate153(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
var _valid13 = _errs138 === errors;
valid38 = _valid13;
if(valid38){
var props7 = true;
}
}
if(!valid38){
const err87 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
const _errs140 = errors;
let valid40 = true;
const _errs141 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
const err88 = {};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
else {
if(data.type !== undefined){
if("uri" !== data.type){
const err89 = {};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
}
var _valid14 = _errs141 === errors;
errors = _errs140;
if(vErrors !== null){
if(_errs140){
vErrors.length = _errs140;
}
else {
vErrors = null;
}
}
if(_valid14){
const _errs143 = errors;
if(!(validate155(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
var _valid14 = _errs143 === errors;
valid40 = _valid14;
if(valid40){
var props8 = true;
}
}
if(!valid40){
const err90 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(props0 !== true && props8 !== undefined){
if(props8 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props8);
}
}
const _errs145 = errors;
let valid42 = true;
const _errs146 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.type === undefined) && (missing8 = "type")){
const err91 = {};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
else {
if(data.type !== undefined){
if("reasoning" !== data.type){
const err92 = {};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
}
var _valid15 = _errs146 === errors;
errors = _errs145;
if(vErrors !== null){
if(_errs145){
vErrors.length = _errs145;
}
else {
vErrors = null;
}
}
if(_valid15){
const _errs148 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err93 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data.content === undefined){
const err94 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data.type !== undefined){
let data29 = data.type;
if(typeof data29 !== "string"){
const err95 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelReasoningPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if("reasoning" !== data29){
const err96 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelReasoningPart/properties/type/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err97 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelReasoningPart/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid15 = _errs148 === errors;
valid42 = _valid15;
if(valid42){
var props9 = true;
}
}
if(!valid42){
const err99 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(props0 !== true && props9 !== undefined){
if(props9 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props9);
}
}
const _errs157 = errors;
let valid46 = true;
const _errs158 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.type === undefined) && (missing9 = "type")){
const err100 = {};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
else {
if(data.type !== undefined){
if("compaction" !== data.type){
const err101 = {};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
}
var _valid16 = _errs158 === errors;
errors = _errs157;
if(vErrors !== null){
if(_errs157){
vErrors.length = _errs157;
}
else {
vErrors = null;
}
}
if(_valid16){
const _errs160 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err102 = {instancePath,schemaPath:"#/$defs/OtelCompactionPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data.type !== undefined){
let data32 = data.type;
if(typeof data32 !== "string"){
const err103 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelCompactionPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if("compaction" !== data32){
const err104 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelCompactionPart/properties/type/const",keyword:"const",params:{allowedValue: "compaction"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.id !== undefined){
let data33 = data.id;
const _errs167 = errors;
let valid50 = false;
const _errs168 = errors;
if(typeof data33 !== "string"){
const err105 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid17 = _errs168 === errors;
valid50 = valid50 || _valid17;
const _errs170 = errors;
if(data33 !== null){
const err106 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid17 = _errs170 === errors;
valid50 = valid50 || _valid17;
if(!valid50){
const err107 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
else {
errors = _errs167;
if(vErrors !== null){
if(_errs167){
vErrors.length = _errs167;
}
else {
vErrors = null;
}
}
}
}
if(data.content !== undefined){
let data34 = data.content;
const _errs173 = errors;
let valid51 = false;
const _errs174 = errors;
if(typeof data34 !== "string"){
const err108 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid18 = _errs174 === errors;
valid51 = valid51 || _valid18;
const _errs176 = errors;
if(data34 !== null){
const err109 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid18 = _errs176 === errors;
valid51 = valid51 || _valid18;
if(!valid51){
const err110 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
else {
errors = _errs173;
if(vErrors !== null){
if(_errs173){
vErrors.length = _errs173;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err111 = {instancePath,schemaPath:"#/$defs/OtelCompactionPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid16 = _errs160 === errors;
valid46 = _valid16;
if(valid46){
var props10 = true;
}
}
if(!valid46){
const err112 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(props0 !== true && props10 !== undefined){
if(props10 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props10);
}
}
validate147.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate147.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate146.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.parts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parts"},message:"must have required property '"+"parts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.role !== undefined){
let data0 = data.role;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/role",schemaPath:"#/$defs/OtelRole/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((data0 === "system") || (data0 === "user")) || (data0 === "assistant")) || (data0 === "tool"))){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/$defs/OtelRole/enum",keyword:"enum",params:{allowedValues: schema134.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.parts !== undefined){
let data1 = data.parts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate147(data1[i0], {instancePath:instancePath+"/parts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data3 = data.name;
const _errs13 = errors;
let valid5 = false;
const _errs14 = errors;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid5 = valid5 || _valid1;
const _errs16 = errors;
if(data3 !== null){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate146.errors = vErrors;
return errors === 0;
}
validate146.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelCompactionPart = validate163;

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate163.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("compaction" !== data0){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "compaction"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.content !== undefined){
let data2 = data.content;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
const _errs14 = errors;
if(data2 !== null){
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err8 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate163.errors = vErrors;
return errors === 0;
}
validate163.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelFilePart = validate164;

function validate164(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate164.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.modality === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modality"},message:"must have required property '"+"modality"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.file_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file_id"},message:"must have required property '"+"file_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("file" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "file"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.mime_type !== undefined){
let data1 = data.mime_type;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.modality !== undefined){
let data2 = data.modality;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/modality",schemaPath:"#/$defs/OtelModality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "image") || (data2 === "video")) || (data2 === "audio")) || (data2 === "document"))){
const err9 = {instancePath:instancePath+"/modality",schemaPath:"#/$defs/OtelModality/enum",keyword:"enum",params:{allowedValues: schema132.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/modality",schemaPath:"#/properties/modality/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err11 = {instancePath:instancePath+"/modality",schemaPath:"#/properties/modality/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err12 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate164.errors = vErrors;
return errors === 0;
}
validate164.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelFinishReason = validate165;
const schema158 = {"description":"Represents the reason for finishing the generation.","enum":["stop","length","content_filter","tool_call","compaction","error"],"title":"OtelFinishReason","type":"string"};

function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate165.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data === "stop") || (data === "length")) || (data === "content_filter")) || (data === "tool_call")) || (data === "compaction")) || (data === "error"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema158.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate165.errors = vErrors;
return errors === 0;
}
validate165.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateOtelFunctionToolDefinition = validate166;
const schema159 = {"additionalProperties":true,"description":"Represents a tool definition in the form of a function.","properties":{"type":{"const":"function","description":"The type of the tool.","title":"Type","type":"string"},"name":{"description":"The name of the tool.","title":"Name","type":"string"},"description":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"The description of the tool. Since this attribute could be large, it's NOT RECOMMENDED to be populated by default. Instrumentations MAY provide a way to enable populating this property.","title":"Description"},"parameters":{"anyOf":[{"$ref":"#/$defs/OtelJSONSchema"},{"type":"null"}],"default":null,"description":"JSON Schema document describing the parameters accepted by the tool. The value MUST conform to JSON Schema draft-07. Since this attribute could be large, it's NOT RECOMMENDED to be populated by default. Instrumentations MAY provide a way to enable populating this property.","title":"Parameters"}},"required":["type","name"],"title":"OtelFunctionToolDefinition","type":"object"};
const schema160 = {"title":"OtelJSONSchema","description":"A JSON Schema document (draft-07): an object or a boolean. Upstream refers to the draft-07 metaschema by URL; chatschema checks the type only, offline.","type":["object","boolean"]};

function validate166(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate166.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("function" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.parameters !== undefined){
let data3 = data.parameters;
const _errs13 = errors;
let valid2 = false;
const _errs14 = errors;
if((!(data3 && typeof data3 == "object" && !Array.isArray(data3))) && (typeof data3 !== "boolean")){
const err8 = {instancePath:instancePath+"/parameters",schemaPath:"#/$defs/OtelJSONSchema/type",keyword:"type",params:{type: schema160.type},message:"must be object,boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
const _errs17 = errors;
if(data3 !== null){
const err9 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err10 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate166.errors = vErrors;
return errors === 0;
}
validate166.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelGenericPart = validate167;

function validate167(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate167.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate167.errors = vErrors;
return errors === 0;
}
validate167.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelGenericServerToolCall = validate168;

function validate168(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate168.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate168.errors = vErrors;
return errors === 0;
}
validate168.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelGenericServerToolCallResponse = validate169;

function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate169.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate169.errors = vErrors;
return errors === 0;
}
validate169.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelGenericToolDefinition = validate170;
const schema164 = {"additionalProperties":true,"description":"Represents a tool definition in any form.","properties":{"type":{"description":"The type of the tool.","title":"Type","type":"string"},"name":{"description":"The name of the tool.","title":"Name","type":"string"}},"required":["type","name"],"title":"OtelGenericToolDefinition","type":"object"};

function validate170(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate170.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate170.errors = vErrors;
return errors === 0;
}
validate170.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelInputMessages = validate171;
const schema165 = {"description":"Represents the list of input messages sent to the model.","items":{"$ref":"#/$defs/OtelChatMessage"},"title":"OtelInputMessages","type":"array","$comment":"The top-level type of schemas/otel-genai/schemas/gen-ai-input-messages.json."};

function validate171(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate171.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate146(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate171.errors = vErrors;
return errors === 0;
}
validate171.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelJSONSchema = validate173;

function validate173(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate173.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema160.type},message:"must be object,boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate173.errors = vErrors;
return errors === 0;
}
validate173.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateOtelMemoryRecord = validate174;
const schema167 = {"additionalProperties":true,"description":"Represents a single memory record stored in or retrieved from a memory store.","properties":{"content":{"description":"The content of the memory record.","title":"Content"},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"A unique identifier for the memory record.","title":"Id"},"metadata":{"anyOf":[{"additionalProperties":true,"type":"object"},{"type":"null"}],"default":null,"description":"Provider-specific metadata associated with the memory record.","title":"Metadata"},"score":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"The relevance score of the memory record when populated on search results.","title":"Score"}},"required":["content"],"title":"OtelMemoryRecord","type":"object"};

function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate174.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data0 !== null){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.metadata !== undefined){
let data1 = data.metadata;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err4 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs13 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err6 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.score !== undefined){
let data2 = data.score;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/score",schemaPath:"#/properties/score/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
const _errs19 = errors;
if(data2 !== null){
const err8 = {instancePath:instancePath+"/score",schemaPath:"#/properties/score/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs19 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err9 = {instancePath:instancePath+"/score",schemaPath:"#/properties/score/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate174.errors = vErrors;
return errors === 0;
}
validate174.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelMemoryRecords = validate175;
const schema168 = {"description":"Represents the list of memory records stored in or retrieved from a memory store.","items":{"$ref":"#/$defs/OtelMemoryRecord"},"title":"OtelMemoryRecords","type":"array","$comment":"The top-level type of schemas/otel-genai/schemas/gen-ai-memory-records.json."};

function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate175.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.content === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/OtelMemoryRecord/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.id !== undefined){
let data1 = data0.id;
const _errs7 = errors;
let valid4 = false;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/$defs/OtelMemoryRecord/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid4 = valid4 || _valid0;
const _errs10 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/$defs/OtelMemoryRecord/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err3 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/$defs/OtelMemoryRecord/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data0.metadata !== undefined){
let data2 = data0.metadata;
const _errs13 = errors;
let valid5 = false;
const _errs14 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err4 = {instancePath:instancePath+"/" + i0+"/metadata",schemaPath:"#/$defs/OtelMemoryRecord/properties/metadata/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid5 = valid5 || _valid1;
const _errs17 = errors;
if(data2 !== null){
const err5 = {instancePath:instancePath+"/" + i0+"/metadata",schemaPath:"#/$defs/OtelMemoryRecord/properties/metadata/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err6 = {instancePath:instancePath+"/" + i0+"/metadata",schemaPath:"#/$defs/OtelMemoryRecord/properties/metadata/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data0.score !== undefined){
let data3 = data0.score;
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/" + i0+"/score",schemaPath:"#/$defs/OtelMemoryRecord/properties/score/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
const _errs23 = errors;
if(data3 !== null){
const err8 = {instancePath:instancePath+"/" + i0+"/score",schemaPath:"#/$defs/OtelMemoryRecord/properties/score/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const err9 = {instancePath:instancePath+"/" + i0+"/score",schemaPath:"#/$defs/OtelMemoryRecord/properties/score/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/OtelMemoryRecord/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate175.errors = vErrors;
return errors === 0;
}
validate175.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelModality = validate176;

function validate176(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate176.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "image") || (data === "video")) || (data === "audio")) || (data === "document"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema132.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate176.errors = vErrors;
return errors === 0;
}
validate176.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateOtelOutputMessage = validate177;
const schema171 = {"additionalProperties":true,"description":"Represents an output message generated by the model or agent. The output message captures\nspecific response (choice, candidate).","properties":{"role":{"anyOf":[{"$ref":"#/$defs/OtelRole"},{"type":"string"}],"description":"Role of the entity that created the message.","title":"Role"},"parts":{"description":"List of message parts that make up the message content.","items":{"$ref":"#/$defs/OtelPart"},"title":"Parts","type":"array"},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"The name of the participant.","title":"Name"},"finish_reason":{"anyOf":[{"$ref":"#/$defs/OtelFinishReason"},{"type":"string"}],"description":"Reason for finishing the generation. Optional in chatschema (required by the vendored file): left out when unknown.","title":"Finish Reason"}},"required":["role","parts"],"title":"OtelOutputMessage","type":"object"};

function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate177.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.parts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parts"},message:"must have required property '"+"parts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.role !== undefined){
let data0 = data.role;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/role",schemaPath:"#/$defs/OtelRole/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((data0 === "system") || (data0 === "user")) || (data0 === "assistant")) || (data0 === "tool"))){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/$defs/OtelRole/enum",keyword:"enum",params:{allowedValues: schema134.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.parts !== undefined){
let data1 = data.parts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate147(data1[i0], {instancePath:instancePath+"/parts/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data3 = data.name;
const _errs13 = errors;
let valid5 = false;
const _errs14 = errors;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid5 = valid5 || _valid1;
const _errs16 = errors;
if(data3 !== null){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.finish_reason !== undefined){
let data4 = data.finish_reason;
const _errs19 = errors;
let valid6 = false;
const _errs20 = errors;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/finish_reason",schemaPath:"#/$defs/OtelFinishReason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((((data4 === "stop") || (data4 === "length")) || (data4 === "content_filter")) || (data4 === "tool_call")) || (data4 === "compaction")) || (data4 === "error"))){
const err11 = {instancePath:instancePath+"/finish_reason",schemaPath:"#/$defs/OtelFinishReason/enum",keyword:"enum",params:{allowedValues: schema158.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid6 = valid6 || _valid2;
const _errs23 = errors;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/finish_reason",schemaPath:"#/properties/finish_reason/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const err13 = {instancePath:instancePath+"/finish_reason",schemaPath:"#/properties/finish_reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate177.errors = vErrors;
return errors === 0;
}
validate177.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelOutputMessages = validate179;
const schema174 = {"description":"Represents the list of output messages generated by the model or agent.","items":{"$ref":"#/$defs/OtelOutputMessage"},"title":"OtelOutputMessages","type":"array","$comment":"The top-level type of schemas/otel-genai/schemas/gen-ai-output-messages.json."};

function validate179(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate179.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate177(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate179.errors = vErrors;
return errors === 0;
}
validate179.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelPart = validate181;

function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate181.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("text" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err5 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelTextPart/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/$defs/OtelTextPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.name === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("tool_call" !== data2){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/type/const",keyword:"const",params:{allowedValue: "tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.id !== undefined){
let data3 = data.id;
const _errs17 = errors;
let valid5 = false;
const _errs18 = errors;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid5 = valid5 || _valid1;
const _errs20 = errors;
if(data3 !== null){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err13 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs24 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err16 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.response === undefined){
const err17 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.type !== undefined){
let data5 = data.type;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("tool_call_response" !== data5){
const err19 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/type/const",keyword:"const",params:{allowedValue: "tool_call_response"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.id !== undefined){
let data6 = data.id;
const _errs31 = errors;
let valid8 = false;
const _errs32 = errors;
if(typeof data6 !== "string"){
const err20 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid8 = valid8 || _valid2;
const _errs34 = errors;
if(data6 !== null){
const err21 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err22 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs36 = errors;
if(!(validate148(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate148.errors : vErrors.concat(validate148.errors);
errors = vErrors.length;
}
var _valid0 = _errs36 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs37 = errors;
if(!(validate150(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate150.errors : vErrors.concat(validate150.errors);
errors = vErrors.length;
}
var _valid0 = _errs37 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs38 = errors;
if(!(validate145(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var _valid0 = _errs38 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.mime_type = true;
props0.modality = true;
props0.content = true;
}
}
const _errs39 = errors;
if(!(validate153(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
var _valid0 = _errs39 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs40 = errors;
if(!(validate155(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
var _valid0 = _errs40 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs41 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err24 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.content === undefined){
const err25 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.type !== undefined){
let data7 = data.type;
if(typeof data7 !== "string"){
const err26 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelReasoningPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("reasoning" !== data7){
const err27 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelReasoningPart/properties/type/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err28 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelReasoningPart/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs41 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs49 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err30 = {instancePath,schemaPath:"#/$defs/OtelCompactionPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.type !== undefined){
let data9 = data.type;
if(typeof data9 !== "string"){
const err31 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelCompactionPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("compaction" !== data9){
const err32 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelCompactionPart/properties/type/const",keyword:"const",params:{allowedValue: "compaction"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.id !== undefined){
let data10 = data.id;
const _errs56 = errors;
let valid13 = false;
const _errs57 = errors;
if(typeof data10 !== "string"){
const err33 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid3 = _errs57 === errors;
valid13 = valid13 || _valid3;
const _errs59 = errors;
if(data10 !== null){
const err34 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid3 = _errs59 === errors;
valid13 = valid13 || _valid3;
if(!valid13){
const err35 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
}
if(data.content !== undefined){
let data11 = data.content;
const _errs62 = errors;
let valid14 = false;
const _errs63 = errors;
if(typeof data11 !== "string"){
const err36 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid4 = _errs63 === errors;
valid14 = valid14 || _valid4;
const _errs65 = errors;
if(data11 !== null){
const err37 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid4 = _errs65 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err38 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/$defs/OtelCompactionPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid0 = _errs49 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs67 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err40 = {instancePath,schemaPath:"#/$defs/OtelGenericPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err41 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelGenericPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/$defs/OtelGenericPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs67 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid0){
const err43 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
const _errs74 = errors;
let valid18 = true;
const _errs75 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err44 = {};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
if(data.type !== undefined){
if("text" !== data.type){
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
}
var _valid5 = _errs75 === errors;
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs77 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err46 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.content === undefined){
const err47 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.type !== undefined){
let data14 = data.type;
if(typeof data14 !== "string"){
const err48 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if("text" !== data14){
const err49 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err50 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelTextPart/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/$defs/OtelTextPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid5 = _errs77 === errors;
valid18 = _valid5;
if(valid18){
var props1 = true;
}
}
if(!valid18){
const err52 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs86 = errors;
let valid22 = true;
const _errs87 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err53 = {};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
if(data.type !== undefined){
if("tool_call" !== data.type){
const err54 = {};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
}
var _valid6 = _errs87 === errors;
errors = _errs86;
if(vErrors !== null){
if(_errs86){
vErrors.length = _errs86;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs89 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err55 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data.name === undefined){
const err56 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data.type !== undefined){
let data17 = data.type;
if(typeof data17 !== "string"){
const err57 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if("tool_call" !== data17){
const err58 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/type/const",keyword:"const",params:{allowedValue: "tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.id !== undefined){
let data18 = data.id;
const _errs96 = errors;
let valid26 = false;
const _errs97 = errors;
if(typeof data18 !== "string"){
const err59 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid7 = _errs97 === errors;
valid26 = valid26 || _valid7;
const _errs99 = errors;
if(data18 !== null){
const err60 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid7 = _errs99 === errors;
valid26 = valid26 || _valid7;
if(!valid26){
const err61 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err62 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/OtelToolCallRequestPart/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath,schemaPath:"#/$defs/OtelToolCallRequestPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid6 = _errs89 === errors;
valid22 = _valid6;
if(valid22){
var props2 = true;
}
}
if(!valid22){
const err64 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs104 = errors;
let valid27 = true;
const _errs105 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
if(data.type !== undefined){
if("tool_call_response" !== data.type){
const err66 = {};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
}
var _valid8 = _errs105 === errors;
errors = _errs104;
if(vErrors !== null){
if(_errs104){
vErrors.length = _errs104;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs107 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err67 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data.response === undefined){
const err68 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data.type !== undefined){
let data21 = data.type;
if(typeof data21 !== "string"){
const err69 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if("tool_call_response" !== data21){
const err70 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/type/const",keyword:"const",params:{allowedValue: "tool_call_response"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.id !== undefined){
let data22 = data.id;
const _errs114 = errors;
let valid31 = false;
const _errs115 = errors;
if(typeof data22 !== "string"){
const err71 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid9 = _errs115 === errors;
valid31 = valid31 || _valid9;
const _errs117 = errors;
if(data22 !== null){
const err72 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid9 = _errs117 === errors;
valid31 = valid31 || _valid9;
if(!valid31){
const err73 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelToolCallResponsePart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs114;
if(vErrors !== null){
if(_errs114){
vErrors.length = _errs114;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err74 = {instancePath,schemaPath:"#/$defs/OtelToolCallResponsePart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid8 = _errs107 === errors;
valid27 = _valid8;
if(valid27){
var props3 = true;
}
}
if(!valid27){
const err75 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs120 = errors;
let valid32 = true;
const _errs121 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err76 = {};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
else {
if(data.type !== undefined){
if("server_tool_call" !== data.type){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
}
var _valid10 = _errs121 === errors;
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
if(_valid10){
const _errs123 = errors;
if(!(validate148(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate148.errors : vErrors.concat(validate148.errors);
errors = vErrors.length;
}
var _valid10 = _errs123 === errors;
valid32 = _valid10;
if(valid32){
var props4 = true;
}
}
if(!valid32){
const err78 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs125 = errors;
let valid34 = true;
const _errs126 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
const err79 = {};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
if(data.type !== undefined){
if("server_tool_call_response" !== data.type){
const err80 = {};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
}
var _valid11 = _errs126 === errors;
errors = _errs125;
if(vErrors !== null){
if(_errs125){
vErrors.length = _errs125;
}
else {
vErrors = null;
}
}
if(_valid11){
const _errs128 = errors;
if(!(validate150(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate150.errors : vErrors.concat(validate150.errors);
errors = vErrors.length;
}
var _valid11 = _errs128 === errors;
valid34 = _valid11;
if(valid34){
var props5 = true;
}
}
if(!valid34){
const err81 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs130 = errors;
let valid36 = true;
const _errs131 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.type === undefined) && (missing5 = "type")){
const err82 = {};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
if(data.type !== undefined){
if("blob" !== data.type){
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
}
var _valid12 = _errs131 === errors;
errors = _errs130;
if(vErrors !== null){
if(_errs130){
vErrors.length = _errs130;
}
else {
vErrors = null;
}
}
if(_valid12){
const _errs133 = errors;
if(!(validate145(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var _valid12 = _errs133 === errors;
valid36 = _valid12;
if(valid36){
var props6 = {};
props6.type = true;
props6.mime_type = true;
props6.modality = true;
props6.content = true;
}
}
if(!valid36){
const err84 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs135 = errors;
let valid38 = true;
const _errs136 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
if(data.type !== undefined){
if("file" !== data.type){
const err86 = {};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
}
var _valid13 = _errs136 === errors;
errors = _errs135;
if(vErrors !== null){
if(_errs135){
vErrors.length = _errs135;
}
else {
vErrors = null;
}
}
if(_valid13){
const _errs138 = errors;
if(!(validate153(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
var _valid13 = _errs138 === errors;
valid38 = _valid13;
if(valid38){
var props7 = true;
}
}
if(!valid38){
const err87 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
const _errs140 = errors;
let valid40 = true;
const _errs141 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
const err88 = {};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
else {
if(data.type !== undefined){
if("uri" !== data.type){
const err89 = {};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
}
var _valid14 = _errs141 === errors;
errors = _errs140;
if(vErrors !== null){
if(_errs140){
vErrors.length = _errs140;
}
else {
vErrors = null;
}
}
if(_valid14){
const _errs143 = errors;
if(!(validate155(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
var _valid14 = _errs143 === errors;
valid40 = _valid14;
if(valid40){
var props8 = true;
}
}
if(!valid40){
const err90 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(props0 !== true && props8 !== undefined){
if(props8 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props8);
}
}
const _errs145 = errors;
let valid42 = true;
const _errs146 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.type === undefined) && (missing8 = "type")){
const err91 = {};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
else {
if(data.type !== undefined){
if("reasoning" !== data.type){
const err92 = {};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
}
var _valid15 = _errs146 === errors;
errors = _errs145;
if(vErrors !== null){
if(_errs145){
vErrors.length = _errs145;
}
else {
vErrors = null;
}
}
if(_valid15){
const _errs148 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err93 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data.content === undefined){
const err94 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data.type !== undefined){
let data29 = data.type;
if(typeof data29 !== "string"){
const err95 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelReasoningPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if("reasoning" !== data29){
const err96 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelReasoningPart/properties/type/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err97 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelReasoningPart/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath,schemaPath:"#/$defs/OtelReasoningPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid15 = _errs148 === errors;
valid42 = _valid15;
if(valid42){
var props9 = true;
}
}
if(!valid42){
const err99 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(props0 !== true && props9 !== undefined){
if(props9 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props9);
}
}
const _errs157 = errors;
let valid46 = true;
const _errs158 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.type === undefined) && (missing9 = "type")){
const err100 = {};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
else {
if(data.type !== undefined){
if("compaction" !== data.type){
const err101 = {};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
}
var _valid16 = _errs158 === errors;
errors = _errs157;
if(vErrors !== null){
if(_errs157){
vErrors.length = _errs157;
}
else {
vErrors = null;
}
}
if(_valid16){
const _errs160 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err102 = {instancePath,schemaPath:"#/$defs/OtelCompactionPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data.type !== undefined){
let data32 = data.type;
if(typeof data32 !== "string"){
const err103 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelCompactionPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if("compaction" !== data32){
const err104 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelCompactionPart/properties/type/const",keyword:"const",params:{allowedValue: "compaction"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.id !== undefined){
let data33 = data.id;
const _errs167 = errors;
let valid50 = false;
const _errs168 = errors;
if(typeof data33 !== "string"){
const err105 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid17 = _errs168 === errors;
valid50 = valid50 || _valid17;
const _errs170 = errors;
if(data33 !== null){
const err106 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid17 = _errs170 === errors;
valid50 = valid50 || _valid17;
if(!valid50){
const err107 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/OtelCompactionPart/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
else {
errors = _errs167;
if(vErrors !== null){
if(_errs167){
vErrors.length = _errs167;
}
else {
vErrors = null;
}
}
}
}
if(data.content !== undefined){
let data34 = data.content;
const _errs173 = errors;
let valid51 = false;
const _errs174 = errors;
if(typeof data34 !== "string"){
const err108 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid18 = _errs174 === errors;
valid51 = valid51 || _valid18;
const _errs176 = errors;
if(data34 !== null){
const err109 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid18 = _errs176 === errors;
valid51 = valid51 || _valid18;
if(!valid51){
const err110 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelCompactionPart/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
else {
errors = _errs173;
if(vErrors !== null){
if(_errs173){
vErrors.length = _errs173;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err111 = {instancePath,schemaPath:"#/$defs/OtelCompactionPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid16 = _errs160 === errors;
valid46 = _valid16;
if(valid46){
var props10 = true;
}
}
if(!valid46){
const err112 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(props0 !== true && props10 !== undefined){
if(props10 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props10);
}
}
validate181.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate181.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateOtelReasoningPart = validate192;

function validate192(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate192.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("reasoning" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err4 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate192.errors = vErrors;
return errors === 0;
}
validate192.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelRetrievalDocument = validate193;
const schema188 = {"additionalProperties":true,"description":"Represents a single document retrieved from a vector database or search system.","properties":{"id":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"A unique identifier for the document.","title":"Id"},"score":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"The relevance score of the document.","title":"Score"}},"title":"OtelRetrievalDocument","type":"object"};

function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate193.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data0 !== null){
const err1 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.score !== undefined){
let data1 = data.score;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/score",schemaPath:"#/properties/score/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/score",schemaPath:"#/properties/score/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/score",schemaPath:"#/properties/score/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate193.errors = vErrors;
return errors === 0;
}
validate193.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelRetrievalDocuments = validate194;
const schema189 = {"description":"Represents the list of documents retrieved from a vector database or search system.","items":{"$ref":"#/$defs/OtelRetrievalDocument"},"title":"OtelRetrievalDocuments","type":"array","$comment":"The top-level type of schemas/otel-genai/schemas/gen-ai-retrieval-documents.json."};

function validate194(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate194.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id !== undefined){
let data1 = data0.id;
const _errs7 = errors;
let valid4 = false;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/$defs/OtelRetrievalDocument/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid4 = valid4 || _valid0;
const _errs10 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/$defs/OtelRetrievalDocument/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err2 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/$defs/OtelRetrievalDocument/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data0.score !== undefined){
let data2 = data0.score;
const _errs13 = errors;
let valid5 = false;
const _errs14 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/" + i0+"/score",schemaPath:"#/$defs/OtelRetrievalDocument/properties/score/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid5 = valid5 || _valid1;
const _errs16 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/" + i0+"/score",schemaPath:"#/$defs/OtelRetrievalDocument/properties/score/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err5 = {instancePath:instancePath+"/" + i0+"/score",schemaPath:"#/$defs/OtelRetrievalDocument/properties/score/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/OtelRetrievalDocument/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate194.errors = vErrors;
return errors === 0;
}
validate194.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelRole = validate195;

function validate195(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate195.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "system") || (data === "user")) || (data === "assistant")) || (data === "tool"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema134.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate195.errors = vErrors;
return errors === 0;
}
validate195.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateOtelServerToolCallPart = validate196;

function validate196(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate196.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.server_tool_call === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "server_tool_call"},message:"must have required property '"+"server_tool_call"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("server_tool_call" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "server_tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.server_tool_call !== undefined){
let data3 = data.server_tool_call;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type === undefined){
const err9 = {instancePath:instancePath+"/server_tool_call",schemaPath:"#/$defs/OtelGenericServerToolCall/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.type !== undefined){
if(typeof data3.type !== "string"){
const err10 = {instancePath:instancePath+"/server_tool_call/type",schemaPath:"#/$defs/OtelGenericServerToolCall/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/server_tool_call",schemaPath:"#/$defs/OtelGenericServerToolCall/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate196.errors = vErrors;
return errors === 0;
}
validate196.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelServerToolCallResponsePart = validate197;

function validate197(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate197.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.server_tool_call_response === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "server_tool_call_response"},message:"must have required property '"+"server_tool_call_response"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("server_tool_call_response" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "server_tool_call_response"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.server_tool_call_response !== undefined){
let data2 = data.server_tool_call_response;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err7 = {instancePath:instancePath+"/server_tool_call_response",schemaPath:"#/$defs/OtelGenericServerToolCallResponse/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.type !== undefined){
if(typeof data2.type !== "string"){
const err8 = {instancePath:instancePath+"/server_tool_call_response/type",schemaPath:"#/$defs/OtelGenericServerToolCallResponse/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/server_tool_call_response",schemaPath:"#/$defs/OtelGenericServerToolCallResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate197.errors = vErrors;
return errors === 0;
}
validate197.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelSystemInstructionPart = validate198;
const schema196 = {"title":"OtelSystemInstructionPart","description":"One item of the union, told apart by its type tag: a value whose type names a member defined here must match that member; any other type is checked against the open GenericPart.","type":"object","anyOf":[{"$ref":"#/$defs/OtelTextPart"},{"$ref":"#/$defs/OtelGenericPart"}],"allOf":[{"if":{"properties":{"type":{"const":"text"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelTextPart"}}]};

function validate198(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate198.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("text" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err5 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelTextPart/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/$defs/OtelTextPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/OtelGenericPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelGenericPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/$defs/OtelGenericPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid0){
const err10 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
const _errs17 = errors;
let valid6 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data.type !== undefined){
if("text" !== data.type){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
var _valid1 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err13 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.content === undefined){
const err14 = {instancePath,schemaPath:"#/$defs/OtelTextPart/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.type !== undefined){
let data4 = data.type;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("text" !== data4){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelTextPart/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err17 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/OtelTextPart/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/$defs/OtelTextPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid6 = _valid1;
if(valid6){
var props1 = true;
}
}
if(!valid6){
const err19 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
validate198.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate198.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateOtelSystemInstructions = validate199;
const schema200 = {"description":"Represents the system instructions provided to the model.","items":{"$ref":"#/$defs/OtelSystemInstructionPart"},"title":"OtelSystemInstructions","type":"array","$comment":"The top-level type of schemas/otel-genai/schemas/gen-ai-system-instructions.json."};

function validate199(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate199.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate198(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate198.errors : vErrors.concat(validate198.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate199.errors = vErrors;
return errors === 0;
}
validate199.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelTextPart = validate201;

function validate201(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate201.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("text" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err4 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate201.errors = vErrors;
return errors === 0;
}
validate201.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelToolCallArguments = validate202;
const schema202 = {"additionalProperties":true,"description":"Represents object-like arguments passed to a tool call.","title":"OtelToolCallArguments","type":"object","$comment":"The top-level type of schemas/otel-genai/schemas/gen-ai-tool-call-arguments.json."};

function validate202(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate202.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate202.errors = vErrors;
return errors === 0;
}
validate202.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelToolCallRequestPart = validate203;

function validate203(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate203.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("tool_call" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate203.errors = vErrors;
return errors === 0;
}
validate203.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelToolCallResponsePart = validate204;

function validate204(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate204.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.response === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("tool_call_response" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_call_response"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate204.errors = vErrors;
return errors === 0;
}
validate204.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelToolCallResult = validate205;
const schema205 = {"additionalProperties":true,"description":"Represents object-like results returned by a tool call.","title":"OtelToolCallResult","type":"object","$comment":"The top-level type of schemas/otel-genai/schemas/gen-ai-tool-call-result.json."};

function validate205(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate205.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate205.errors = vErrors;
return errors === 0;
}
validate205.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelToolDefinition = validate206;
const schema206 = {"title":"OtelToolDefinition","description":"One item of the union, told apart by its type tag: a value whose type names a member defined here must match that member; any other type is checked against the open GenericToolDefinition.","type":"object","anyOf":[{"$ref":"#/$defs/OtelFunctionToolDefinition"},{"$ref":"#/$defs/OtelGenericToolDefinition"}],"allOf":[{"if":{"properties":{"type":{"const":"function"}},"required":["type"]},"then":{"$ref":"#/$defs/OtelFunctionToolDefinition"}}]};

function validate206(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate206.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(!(validate166(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/OtelGenericToolDefinition/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/OtelGenericToolDefinition/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/OtelGenericToolDefinition/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/OtelGenericToolDefinition/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/$defs/OtelGenericToolDefinition/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
const _errs12 = errors;
let valid4 = true;
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data.type !== undefined){
if("function" !== data.type){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
var _valid1 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs15 = errors;
if(!(validate166(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var _valid1 = _errs15 === errors;
valid4 = _valid1;
if(valid4){
var props1 = true;
}
}
if(!valid4){
const err9 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
validate206.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate206.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateOtelToolDefinitions = validate209;
const schema208 = {"description":"Represents the list of tool definitions available to the GenAI agent or model.","items":{"$ref":"#/$defs/OtelToolDefinition"},"title":"OtelToolDefinitions","type":"array","$comment":"The top-level type of schemas/otel-genai/schemas/gen-ai-tool-definitions.json."};

function validate209(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate209.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate206(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate206.errors : vErrors.concat(validate206.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate209.errors = vErrors;
return errors === 0;
}
validate209.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const validateOtelUriPart = validate211;

function validate211(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate211.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.modality === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modality"},message:"must have required property '"+"modality"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.uri === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "uri"},message:"must have required property '"+"uri"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("uri" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "uri"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.mime_type !== undefined){
let data1 = data.mime_type;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.modality !== undefined){
let data2 = data.modality;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/modality",schemaPath:"#/$defs/OtelModality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "image") || (data2 === "video")) || (data2 === "audio")) || (data2 === "document"))){
const err9 = {instancePath:instancePath+"/modality",schemaPath:"#/$defs/OtelModality/enum",keyword:"enum",params:{allowedValues: schema132.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/modality",schemaPath:"#/properties/modality/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err11 = {instancePath:instancePath+"/modality",schemaPath:"#/properties/modality/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.uri !== undefined){
if(typeof data.uri !== "string"){
const err12 = {instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate211.errors = vErrors;
return errors === 0;
}
validate211.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedHumanMessage = validate212;
const schema211 = {"title":"SerializedHumanMessage","description":"The stored form of a HumanMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"human","description":"Type tag of the stored message; always 'human'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/HumanMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate212(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate212.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("human" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "human"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate93(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate212.errors = vErrors;
return errors === 0;
}
validate212.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedAIMessage = validate214;
const schema212 = {"title":"SerializedAIMessage","description":"The stored form of a AIMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"ai","description":"Type tag of the stored message; always 'ai'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/AIMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate214(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate214.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("ai" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ai"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate99(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate214.errors = vErrors;
return errors === 0;
}
validate214.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedSystemMessage = validate216;
const schema213 = {"title":"SerializedSystemMessage","description":"The stored form of a SystemMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"system","description":"Type tag of the stored message; always 'system'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/SystemMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate216(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate216.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("system" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate111(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate216.errors = vErrors;
return errors === 0;
}
validate216.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedToolMessage = validate218;
const schema214 = {"title":"SerializedToolMessage","description":"The stored form of a ToolMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"tool","description":"Type tag of the stored message; always 'tool'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/ToolMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate218(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate218.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("tool" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate115(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate218.errors = vErrors;
return errors === 0;
}
validate218.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedFunctionMessage = validate220;
const schema215 = {"title":"SerializedFunctionMessage","description":"The stored form of a FunctionMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"function","description":"Type tag of the stored message; always 'function'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/FunctionMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate220(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate220.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("function" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate119(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate220.errors = vErrors;
return errors === 0;
}
validate220.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedChatMessage = validate222;
const schema216 = {"title":"SerializedChatMessage","description":"The stored form of a ChatMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"chat","description":"Type tag of the stored message; always 'chat'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/ChatMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate222(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate222.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("chat" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "chat"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate123(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate222.errors = vErrors;
return errors === 0;
}
validate222.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedRemoveMessage = validate224;
const schema217 = {"title":"SerializedRemoveMessage","description":"The stored form of a RemoveMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"remove","description":"Type tag of the stored message; always 'remove'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/RemoveMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate224(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate224.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("remove" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "remove"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate127(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate224.errors = vErrors;
return errors === 0;
}
validate224.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedHumanMessageChunk = validate226;
const schema218 = {"title":"SerializedHumanMessageChunk","description":"The stored form of a HumanMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"HumanMessageChunk","description":"Type tag of the stored message; always 'HumanMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/HumanMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate226(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate226.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("HumanMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "HumanMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate97(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate226.errors = vErrors;
return errors === 0;
}
validate226.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedAIMessageChunk = validate228;
const schema219 = {"title":"SerializedAIMessageChunk","description":"The stored form of a AIMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"AIMessageChunk","description":"Type tag of the stored message; always 'AIMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/AIMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate228(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate228.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("AIMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "AIMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate105(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate228.errors = vErrors;
return errors === 0;
}
validate228.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedSystemMessageChunk = validate230;
const schema220 = {"title":"SerializedSystemMessageChunk","description":"The stored form of a SystemMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"SystemMessageChunk","description":"Type tag of the stored message; always 'SystemMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/SystemMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate230(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate230.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("SystemMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "SystemMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate113(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate230.errors = vErrors;
return errors === 0;
}
validate230.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedToolMessageChunk = validate232;
const schema221 = {"title":"SerializedToolMessageChunk","description":"The stored form of a ToolMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"ToolMessageChunk","description":"Type tag of the stored message; always 'ToolMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/ToolMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate232(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate232.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("ToolMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ToolMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate117(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate232.errors = vErrors;
return errors === 0;
}
validate232.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedFunctionMessageChunk = validate234;
const schema222 = {"title":"SerializedFunctionMessageChunk","description":"The stored form of a FunctionMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"FunctionMessageChunk","description":"Type tag of the stored message; always 'FunctionMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/FunctionMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate234(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate234.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("FunctionMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "FunctionMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate121(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate234.errors = vErrors;
return errors === 0;
}
validate234.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedChatMessageChunk = validate236;
const schema223 = {"title":"SerializedChatMessageChunk","description":"The stored form of a ChatMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"ChatMessageChunk","description":"Type tag of the stored message; always 'ChatMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/ChatMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate236(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate236.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("ChatMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ChatMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate125(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate236.errors = vErrors;
return errors === 0;
}
validate236.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedMessage = validate238;
const schema224 = {"title":"SerializedMessage","description":"A message in the stored form that chat histories keep: an object with the message type tag and the message fields under data.","type":"object","required":["type"],"oneOf":[{"$ref":"#/$defs/SerializedHumanMessage"},{"$ref":"#/$defs/SerializedAIMessage"},{"$ref":"#/$defs/SerializedSystemMessage"},{"$ref":"#/$defs/SerializedToolMessage"},{"$ref":"#/$defs/SerializedFunctionMessage"},{"$ref":"#/$defs/SerializedChatMessage"},{"$ref":"#/$defs/SerializedRemoveMessage"},{"$ref":"#/$defs/SerializedHumanMessageChunk"},{"$ref":"#/$defs/SerializedAIMessageChunk"},{"$ref":"#/$defs/SerializedSystemMessageChunk"},{"$ref":"#/$defs/SerializedToolMessageChunk"},{"$ref":"#/$defs/SerializedFunctionMessageChunk"},{"$ref":"#/$defs/SerializedChatMessageChunk"}],"discriminator":{"propertyName":"type"},"properties":{"type":{"enum":["human","ai","system","tool","function","chat","remove","HumanMessageChunk","AIMessageChunk","SystemMessageChunk","ToolMessageChunk","FunctionMessageChunk","ChatMessageChunk"]}}};

function validate238(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate238.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!(((((((((((((data0 === "human") || (data0 === "ai")) || (data0 === "system")) || (data0 === "tool")) || (data0 === "function")) || (data0 === "chat")) || (data0 === "remove")) || (data0 === "HumanMessageChunk")) || (data0 === "AIMessageChunk")) || (data0 === "SystemMessageChunk")) || (data0 === "ToolMessageChunk")) || (data0 === "FunctionMessageChunk")) || (data0 === "ChatMessageChunk"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema224.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "human"){
if(!(validate212(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate212.errors : vErrors.concat(validate212.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "ai"){
if(!(validate214(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "system"){
if(!(validate216(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate216.errors : vErrors.concat(validate216.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "tool"){
if(!(validate218(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate218.errors : vErrors.concat(validate218.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "function"){
if(!(validate220(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "chat"){
if(!(validate222(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate222.errors : vErrors.concat(validate222.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "remove"){
if(!(validate224(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate224.errors : vErrors.concat(validate224.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "HumanMessageChunk"){
if(!(validate226(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate226.errors : vErrors.concat(validate226.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "AIMessageChunk"){
if(!(validate228(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate228.errors : vErrors.concat(validate228.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "SystemMessageChunk"){
if(!(validate230(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate230.errors : vErrors.concat(validate230.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "ToolMessageChunk"){
if(!(validate232(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate232.errors : vErrors.concat(validate232.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "FunctionMessageChunk"){
if(!(validate234(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "ChatMessageChunk"){
if(!(validate236(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err2 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate238.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate238.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateLangChainSerializedMessage = validate252;
const schema225 = {"title":"LangChainSerializedMessage","description":"A message in LangChain's Serializable JSON form, the constructor record that LangChain writes when it serializes a message object and that LangGraph checkpoints and LangSmith exports hold: id names the message class and kwargs holds the message fields.","type":"object","properties":{"lc":{"const":1,"description":"Version of the serialization format; always 1."},"type":{"const":"constructor","description":"Kind of record; always 'constructor', a class and the arguments to build it with."},"id":{"type":"array","prefixItems":[{"const":"langchain"},{"const":"schema"},{"const":"messages"},{"enum":["HumanMessage","AIMessage","SystemMessage","ToolMessage","FunctionMessage","ChatMessage","RemoveMessage","HumanMessageChunk","AIMessageChunk","SystemMessageChunk","ToolMessageChunk","FunctionMessageChunk","ChatMessageChunk"]}],"items":{"type":"string"},"minItems":4,"maxItems":4,"description":"The class path: 'langchain', 'schema', 'messages' and the name of the message class, such as 'AIMessage' or 'AIMessageChunk'. LangChain loads the record only when this class has the type tag given in kwargs; this schema does not check that the two agree."},"kwargs":{"$ref":"#/$defs/AnyMessage","description":"The fields of the message, with its type tag. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but always writes the type tag, the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."}},"required":["lc","type","id","kwargs"],"additionalProperties":false};

function validate252(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate252.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lc === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lc"},message:"must have required property '"+"lc"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.kwargs === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kwargs"},message:"must have required property '"+"kwargs"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "lc") || (key0 === "type")) || (key0 === "id")) || (key0 === "kwargs"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.lc !== undefined){
if(1 !== data.lc){
const err5 = {instancePath:instancePath+"/lc",schemaPath:"#/properties/lc/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.type !== undefined){
if("constructor" !== data.type){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "constructor"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(Array.isArray(data2)){
if(data2.length > 4){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.length < 4){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minItems",keyword:"minItems",params:{limit: 4},message:"must NOT have fewer than 4 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
if(len0 > 0){
if("langchain" !== data2[0]){
const err9 = {instancePath:instancePath+"/id/0",schemaPath:"#/properties/id/prefixItems/0/const",keyword:"const",params:{allowedValue: "langchain"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(len0 > 1){
if("schema" !== data2[1]){
const err10 = {instancePath:instancePath+"/id/1",schemaPath:"#/properties/id/prefixItems/1/const",keyword:"const",params:{allowedValue: "schema"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(len0 > 2){
if("messages" !== data2[2]){
const err11 = {instancePath:instancePath+"/id/2",schemaPath:"#/properties/id/prefixItems/2/const",keyword:"const",params:{allowedValue: "messages"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(len0 > 3){
let data6 = data2[3];
if(!(((((((((((((data6 === "HumanMessage") || (data6 === "AIMessage")) || (data6 === "SystemMessage")) || (data6 === "ToolMessage")) || (data6 === "FunctionMessage")) || (data6 === "ChatMessage")) || (data6 === "RemoveMessage")) || (data6 === "HumanMessageChunk")) || (data6 === "AIMessageChunk")) || (data6 === "SystemMessageChunk")) || (data6 === "ToolMessageChunk")) || (data6 === "FunctionMessageChunk")) || (data6 === "ChatMessageChunk"))){
const err12 = {instancePath:instancePath+"/id/3",schemaPath:"#/properties/id/prefixItems/3/enum",keyword:"enum",params:{allowedValues: schema225.properties.id.prefixItems[3].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const len1 = data2.length;
var valid2 = len1 <= 4;
if(!valid2){
for(let i0=4; i0<len1; i0++){
const _errs10 = errors;
if(typeof data2[i0] !== "string"){
const err13 = {instancePath:instancePath+"/id/" + i0,schemaPath:"#/properties/id/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid2 = _errs10 === errors;
}
}
}
else {
const err14 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.kwargs !== undefined){
if(!(validate131(data.kwargs, {instancePath:instancePath+"/kwargs",parentData:data,parentDataProperty:"kwargs",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate131.errors : vErrors.concat(validate131.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate252.errors = vErrors;
return errors === 0;
}
validate252.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateToolCall = validate254;

function validate254(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate254.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.args === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.args !== undefined){
let data1 = data.args;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err4 = {instancePath:instancePath+"/args",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.type !== undefined){
if("tool_call" !== data.type){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.index !== undefined){
let data4 = data.index;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid3 = valid3 || _valid1;
const _errs18 = errors;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid3 = valid3 || _valid1;
const _errs20 = errors;
if(data4 !== null){
const err11 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err12 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data5 = data.extras;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err13 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate254.errors = vErrors;
return errors === 0;
}
validate254.evaluated = {"props":{"name":true,"args":true,"id":true,"type":true,"index":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

export const validateToolCallChunk = validate255;

function validate255(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate255.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.args === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.args !== undefined){
let data1 = data.args;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
const _errs11 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err8 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data2 = data.id;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
const _errs17 = errors;
if(data2 !== null){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.index !== undefined){
let data3 = data.index;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
const _errs23 = errors;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
const _errs25 = errors;
if(data3 !== null){
const err14 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid3 = _errs25 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err15 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.type !== undefined){
if("tool_call_chunk" !== data.type){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_call_chunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.extras !== undefined){
let data5 = data.extras;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err17 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate255.errors = vErrors;
return errors === 0;
}
validate255.evaluated = {"props":{"name":true,"args":true,"id":true,"index":true,"type":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

export const validateInvalidToolCall = validate256;

function validate256(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate256.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.args === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.error === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.args !== undefined){
let data1 = data.args;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
const _errs11 = errors;
if(data1 !== null){
const err8 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err9 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data2 = data.id;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
const _errs17 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.error !== undefined){
let data3 = data.error;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
const _errs23 = errors;
if(data3 !== null){
const err14 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err15 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.type !== undefined){
if("invalid_tool_call" !== data.type){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "invalid_tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.index !== undefined){
let data5 = data.index;
const _errs27 = errors;
let valid5 = false;
const _errs28 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid4 = _errs28 === errors;
valid5 = valid5 || _valid4;
const _errs30 = errors;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid5 = valid5 || _valid4;
const _errs32 = errors;
if(data5 !== null){
const err19 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid4 = _errs32 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err20 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data6 = data.extras;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
const err21 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate256.errors = vErrors;
return errors === 0;
}
validate256.evaluated = {"props":{"name":true,"args":true,"id":true,"error":true,"type":true,"index":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

export const validateUsageMetadata = validate257;

function validate257(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate257.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.input_tokens === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input_tokens"},message:"must have required property '"+"input_tokens"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.output_tokens === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "output_tokens"},message:"must have required property '"+"output_tokens"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.total_tokens === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_tokens"},message:"must have required property '"+"total_tokens"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.input_tokens !== undefined){
let data0 = data.input_tokens;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.output_tokens !== undefined){
let data1 = data.output_tokens;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/output_tokens",schemaPath:"#/properties/output_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.total_tokens !== undefined){
let data2 = data.total_tokens;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/total_tokens",schemaPath:"#/properties/total_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.input_token_details !== undefined){
let data3 = data.input_token_details;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
if(!(((key0 === "audio") || (key0 === "cache_creation")) || (key0 === "cache_read"))){
let data4 = data3[key0];
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/input_token_details/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/InputTokenDetails/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data3.audio !== undefined){
let data5 = data3.audio;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err7 = {instancePath:instancePath+"/input_token_details/audio",schemaPath:"#/$defs/InputTokenDetails/properties/audio/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.cache_creation !== undefined){
let data6 = data3.cache_creation;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err8 = {instancePath:instancePath+"/input_token_details/cache_creation",schemaPath:"#/$defs/InputTokenDetails/properties/cache_creation/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.cache_read !== undefined){
let data7 = data3.cache_read;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err9 = {instancePath:instancePath+"/input_token_details/cache_read",schemaPath:"#/$defs/InputTokenDetails/properties/cache_read/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/input_token_details",schemaPath:"#/$defs/InputTokenDetails/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.output_token_details !== undefined){
let data8 = data.output_token_details;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
if(!((key1 === "audio") || (key1 === "reasoning"))){
let data9 = data8[key1];
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err11 = {instancePath:instancePath+"/output_token_details/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/OutputTokenDetails/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data8.audio !== undefined){
let data10 = data8.audio;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err12 = {instancePath:instancePath+"/output_token_details/audio",schemaPath:"#/$defs/OutputTokenDetails/properties/audio/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data8.reasoning !== undefined){
let data11 = data8.reasoning;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err13 = {instancePath:instancePath+"/output_token_details/reasoning",schemaPath:"#/$defs/OutputTokenDetails/properties/reasoning/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/output_token_details",schemaPath:"#/$defs/OutputTokenDetails/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate257.errors = vErrors;
return errors === 0;
}
validate257.evaluated = {"props":{"input_tokens":true,"output_tokens":true,"total_tokens":true,"input_token_details":true,"output_token_details":true},"dynamicProps":false,"dynamicItems":false};

export const validateInputTokenDetails = validate258;

function validate258(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate258.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "audio") || (key0 === "cache_creation")) || (key0 === "cache_read"))){
let data0 = data[key0];
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
if(data.audio !== undefined){
let data1 = data.audio;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err1 = {instancePath:instancePath+"/audio",schemaPath:"#/properties/audio/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.cache_creation !== undefined){
let data2 = data.cache_creation;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/cache_creation",schemaPath:"#/properties/cache_creation/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.cache_read !== undefined){
let data3 = data.cache_read;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err3 = {instancePath:instancePath+"/cache_read",schemaPath:"#/properties/cache_read/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate258.errors = vErrors;
return errors === 0;
}
validate258.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutputTokenDetails = validate259;

function validate259(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate259.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "audio") || (key0 === "reasoning"))){
let data0 = data[key0];
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
if(data.audio !== undefined){
let data1 = data.audio;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err1 = {instancePath:instancePath+"/audio",schemaPath:"#/properties/audio/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.reasoning !== undefined){
let data2 = data.reasoning;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/reasoning",schemaPath:"#/properties/reasoning/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate259.errors = vErrors;
return errors === 0;
}
validate259.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateHumanMessageAllowExtra = validate261;
const schema239 = {"title":"HumanMessage","description":"A message from the person using the application.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"human","description":"Type tag of the message; always 'human' for HumanMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"example":{"type":"boolean","description":"Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."}},"required":["content"]};
const schema271 = {"title":"JSONObject","description":"A JSON object with string keys and values of any JSON type.","type":"object","additionalProperties":{}};
const schema240 = {"title":"MessageContent","description":"The content of a message: a string, or a list of strings and content parts.","anyOf":[{"type":"string"},{"type":"array","items":{"$ref":"#/$defs/ContentItem"}}]};
const schema241 = {"title":"ContentItem","description":"One item of a message's content list: a plain string or a content part.","anyOf":[{"type":"string"},{"$ref":"#/$defs/ContentPart"}]};
const schema242 = {"title":"ContentPart","description":"An object in a message's content list. If its type tag names a standard block, it must match that block's schema; objects with any other type, such as a provider's native blocks, are kept unchanged.","type":"object","allOf":[{"if":{"properties":{"type":{"const":"text"}},"required":["type"]},"then":{"$ref":"#/$defs/TextContentBlock"}},{"if":{"properties":{"type":{"const":"reasoning"}},"required":["type"]},"then":{"$ref":"#/$defs/ReasoningContentBlock"}},{"if":{"properties":{"type":{"const":"refusal"}},"required":["type"]},"then":{"$ref":"#/$defs/RefusalContentBlock"}},{"if":{"properties":{"type":{"const":"image"}},"required":["type"]},"then":{"$ref":"#/$defs/ImageContentBlock"}},{"if":{"properties":{"type":{"const":"audio"}},"required":["type"]},"then":{"$ref":"#/$defs/AudioContentBlock"}},{"if":{"properties":{"type":{"const":"video"}},"required":["type"]},"then":{"$ref":"#/$defs/VideoContentBlock"}},{"if":{"properties":{"type":{"const":"file"}},"required":["type"]},"then":{"$ref":"#/$defs/FileContentBlock"}},{"if":{"properties":{"type":{"const":"text-plain"}},"required":["type"]},"then":{"$ref":"#/$defs/PlainTextContentBlock"}},{"if":{"properties":{"type":{"const":"non_standard"}},"required":["type"]},"then":{"$ref":"#/$defs/NonStandardContentBlock"}},{"if":{"properties":{"type":{"const":"tool_call"}},"required":["type"]},"then":{"$ref":"#/$defs/ToolCall"}},{"if":{"properties":{"type":{"const":"tool_call_chunk"}},"required":["type"]},"then":{"$ref":"#/$defs/ToolCallChunk"}},{"if":{"properties":{"type":{"const":"invalid_tool_call"}},"required":["type"]},"then":{"$ref":"#/$defs/InvalidToolCall"}},{"if":{"properties":{"type":{"const":"server_tool_call"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerToolCall"}},{"if":{"properties":{"type":{"const":"server_tool_call_chunk"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerToolCallChunk"}},{"if":{"properties":{"type":{"const":"server_tool_result"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerToolResult"}}]};
const schema243 = {"title":"TextContentBlock","description":"Text produced by or given to a model. Provider fields such as citations are kept.","type":"object","properties":{"type":{"const":"text","description":"Type tag of the block; always 'text' for text blocks."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"text":{"type":"string","description":"The text."},"annotations":{"type":"array","items":{"$ref":"#/$defs/AnnotationItem"},"description":"Citations and other notes attached to spans of the text."}},"required":["type","text"]};
const schema244 = {"title":"Extras","description":"Provider-specific data attached to a block that has no standard field.","type":"object","additionalProperties":{}};
const schema245 = {"title":"AnnotationItem","description":"One annotation on a text block. If its type tag names a standard annotation it must match that schema; a provider's own annotations are kept unchanged.","type":"object","allOf":[{"if":{"properties":{"type":{"const":"citation"}},"required":["type"]},"then":{"$ref":"#/$defs/Citation"}},{"if":{"properties":{"type":{"const":"non_standard_annotation"}},"required":["type"]},"then":{"$ref":"#/$defs/NonStandardAnnotation"}}]};
const schema246 = {"title":"Citation","description":"An annotation that cites a source for a span of text.","type":"object","properties":{"type":{"const":"citation","description":"Type tag; always 'citation'."},"id":{"type":"string","description":"Identifier of the annotation."},"url":{"type":"string","description":"URL of the cited source."},"title":{"type":"string","description":"Title of the cited source."},"start_index":{"type":"integer","description":"Start of the cited span in the text, in characters."},"end_index":{"type":"integer","description":"End of the cited span in the text, in characters."},"cited_text":{"type":"string","description":"The text that was cited."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."}},"required":["type"]};

function validate267(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate267.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if("citation" !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "citation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.start_index !== undefined){
let data4 = data.start_index;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err5 = {instancePath:instancePath+"/start_index",schemaPath:"#/properties/start_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.end_index !== undefined){
let data5 = data.end_index;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err6 = {instancePath:instancePath+"/end_index",schemaPath:"#/properties/end_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.cited_text !== undefined){
if(typeof data.cited_text !== "string"){
const err7 = {instancePath:instancePath+"/cited_text",schemaPath:"#/properties/cited_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.extras !== undefined){
let data7 = data.extras;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
const err8 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate267.errors = vErrors;
return errors === 0;
}
validate267.evaluated = {"props":{"type":true,"id":true,"url":true,"title":true,"start_index":true,"end_index":true,"cited_text":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

const schema248 = {"title":"NonStandardAnnotation","description":"A provider-specific annotation with no standard equivalent, kept whole in value.","type":"object","properties":{"type":{"const":"non_standard_annotation","description":"Type tag; always 'non_standard_annotation'."},"id":{"type":"string","description":"Identifier of the annotation."},"value":{"$ref":"#/$defs/Extras","description":"The provider's annotation, unchanged."}},"required":["type","value"]};

function validate269(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate269.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("non_standard_annotation" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "non_standard_annotation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.value !== undefined){
let data2 = data.value;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate269.errors = vErrors;
return errors === 0;
}
validate269.evaluated = {"props":{"type":true,"id":true,"value":true},"dynamicProps":false,"dynamicItems":false};


function validate266(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate266.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.type !== undefined){
if("citation" !== data.type){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(!(validate267(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate267.errors : vErrors.concat(validate267.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.type = true;
props0.id = true;
props0.url = true;
props0.title = true;
props0.start_index = true;
props0.end_index = true;
props0.cited_text = true;
props0.extras = true;
}
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.type !== undefined){
if("non_standard_annotation" !== data.type){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(!(validate269(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate269.errors : vErrors.concat(validate269.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
if(valid3){
var props1 = {};
props1.type = true;
props1.id = true;
props1.value = true;
}
}
if(!valid3){
const err6 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
validate266.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate266.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate265(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate265.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("text" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err8 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err9 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.annotations !== undefined){
let data5 = data.annotations;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate266(data5[i0], {instancePath:instancePath+"/annotations/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate266.errors : vErrors.concat(validate266.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate265.errors = vErrors;
return errors === 0;
}
validate265.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"text":true,"annotations":true},"dynamicProps":false,"dynamicItems":false};

const schema250 = {"title":"ReasoningContentBlock","description":"Reasoning the model did before answering. Provider fields such as summary are kept.","type":"object","properties":{"type":{"const":"reasoning","description":"Type tag of the block; always 'reasoning' for reasoning blocks."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"reasoning":{"type":"string","description":"The reasoning text."}},"required":["type"]};

function validate273(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate273.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if("reasoning" !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err7 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.reasoning !== undefined){
if(typeof data.reasoning !== "string"){
const err8 = {instancePath:instancePath+"/reasoning",schemaPath:"#/properties/reasoning/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate273.errors = vErrors;
return errors === 0;
}
validate273.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"reasoning":true},"dynamicProps":false,"dynamicItems":false};

const schema252 = {"title":"RefusalContentBlock","description":"An explicit refusal reported by the model provider, such as OpenAI refusal content or an Anthropic refusal stop reason. Refusals the model writes as ordinary text are not detected.","type":"object","properties":{"type":{"const":"refusal","description":"Type tag of the block; always 'refusal' for refusal blocks."},"refusal":{"type":"string","description":"The provider's explanation of the refusal, readable by people; an empty string when the provider gave none."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field, such as the category of the refusal."}},"required":["type","refusal"]};

function validate275(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate275.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.refusal === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "refusal"},message:"must have required property '"+"refusal"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("refusal" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "refusal"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.refusal !== undefined){
if(typeof data.refusal !== "string"){
const err3 = {instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.index !== undefined){
let data3 = data.index;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data4 = data.extras;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
}
else {
const err9 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate275.errors = vErrors;
return errors === 0;
}
validate275.evaluated = {"props":{"type":true,"refusal":true,"id":true,"index":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

const schema254 = {"title":"ImageContentBlock","description":"An image content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.","type":"object","properties":{"type":{"const":"image","description":"Type tag of the block; always 'image' for an image."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"url":{"type":"string","description":"Location of the data as a URL."},"base64":{"type":"string","description":"The data itself, encoded as base64."},"file_id":{"type":"string","description":"Identifier of the data in a provider's file storage."},"mime_type":{"type":"string","description":"Media type of the data, such as image/png."},"source_type":{"enum":["url","base64","id","text"],"description":"Legacy (v0) field naming where the data is: url, base64, id or text."},"data":{"type":"string","description":"Legacy (v0) field holding base64 data when source_type is base64."}},"required":["type"],"allOf":[{"$ref":"#/$defs/MediaSource"}]};
const schema255 = {"title":"MediaSource","description":"The rule that a media block must say where its data is: at least one of url, base64 or file_id; a legacy source_type with data, url, id or text; or a provider's own source or file field.","type":"object","anyOf":[{"required":["url"]},{"required":["base64"]},{"required":["file_id"]},{"required":["source_type","data"]},{"required":["source_type","id"]},{"required":["source_type","text"]},{"required":["source"]},{"required":["file"]}]};

function validate277(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate277.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/$defs/MediaSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/0/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.base64 === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/1/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file_id === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/2/required",keyword:"required",params:{missingProperty: "file_id"},message:"must have required property '"+"file_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.data === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.id === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.text === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/6/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/7/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err12 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.type !== undefined){
if("image" !== data.type){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err16 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
const _errs20 = errors;
if(typeof data2 !== "string"){
const err17 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data2 !== null){
const err18 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err19 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err20 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err21 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.base64 !== undefined){
if(typeof data.base64 !== "string"){
const err22 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err23 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.mime_type !== undefined){
if(typeof data.mime_type !== "string"){
const err24 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_type !== undefined){
let data8 = data.source_type;
if(!((((data8 === "url") || (data8 === "base64")) || (data8 === "id")) || (data8 === "text"))){
const err25 = {instancePath:instancePath+"/source_type",schemaPath:"#/properties/source_type/enum",keyword:"enum",params:{allowedValues: schema254.properties.source_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err26 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate277.errors = vErrors;
return errors === 0;
}
validate277.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"url":true,"base64":true,"file_id":true,"mime_type":true,"source_type":true,"data":true},"dynamicProps":false,"dynamicItems":false};

const schema257 = {"title":"AudioContentBlock","description":"Audio content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.","type":"object","properties":{"type":{"const":"audio","description":"Type tag of the block; always 'audio' for audio."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"url":{"type":"string","description":"Location of the data as a URL."},"base64":{"type":"string","description":"The data itself, encoded as base64."},"file_id":{"type":"string","description":"Identifier of the data in a provider's file storage."},"mime_type":{"type":"string","description":"Media type of the data, such as image/png."},"source_type":{"enum":["url","base64","id","text"],"description":"Legacy (v0) field naming where the data is: url, base64, id or text."},"data":{"type":"string","description":"Legacy (v0) field holding base64 data when source_type is base64."}},"required":["type"],"allOf":[{"$ref":"#/$defs/MediaSource"}]};

function validate279(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate279.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/$defs/MediaSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/0/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.base64 === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/1/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file_id === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/2/required",keyword:"required",params:{missingProperty: "file_id"},message:"must have required property '"+"file_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.data === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.id === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.text === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/6/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/7/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err12 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.type !== undefined){
if("audio" !== data.type){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "audio"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err16 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
const _errs20 = errors;
if(typeof data2 !== "string"){
const err17 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data2 !== null){
const err18 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err19 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err20 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err21 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.base64 !== undefined){
if(typeof data.base64 !== "string"){
const err22 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err23 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.mime_type !== undefined){
if(typeof data.mime_type !== "string"){
const err24 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_type !== undefined){
let data8 = data.source_type;
if(!((((data8 === "url") || (data8 === "base64")) || (data8 === "id")) || (data8 === "text"))){
const err25 = {instancePath:instancePath+"/source_type",schemaPath:"#/properties/source_type/enum",keyword:"enum",params:{allowedValues: schema257.properties.source_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err26 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate279.errors = vErrors;
return errors === 0;
}
validate279.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"url":true,"base64":true,"file_id":true,"mime_type":true,"source_type":true,"data":true},"dynamicProps":false,"dynamicItems":false};

const schema260 = {"title":"VideoContentBlock","description":"A video content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.","type":"object","properties":{"type":{"const":"video","description":"Type tag of the block; always 'video' for a video."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"url":{"type":"string","description":"Location of the data as a URL."},"base64":{"type":"string","description":"The data itself, encoded as base64."},"file_id":{"type":"string","description":"Identifier of the data in a provider's file storage."},"mime_type":{"type":"string","description":"Media type of the data, such as image/png."},"source_type":{"enum":["url","base64","id","text"],"description":"Legacy (v0) field naming where the data is: url, base64, id or text."},"data":{"type":"string","description":"Legacy (v0) field holding base64 data when source_type is base64."}},"required":["type"],"allOf":[{"$ref":"#/$defs/MediaSource"}]};

function validate281(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate281.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/$defs/MediaSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/0/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.base64 === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/1/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file_id === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/2/required",keyword:"required",params:{missingProperty: "file_id"},message:"must have required property '"+"file_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.data === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.id === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.text === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/6/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/7/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err12 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.type !== undefined){
if("video" !== data.type){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "video"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err16 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
const _errs20 = errors;
if(typeof data2 !== "string"){
const err17 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data2 !== null){
const err18 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err19 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err20 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err21 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.base64 !== undefined){
if(typeof data.base64 !== "string"){
const err22 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err23 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.mime_type !== undefined){
if(typeof data.mime_type !== "string"){
const err24 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_type !== undefined){
let data8 = data.source_type;
if(!((((data8 === "url") || (data8 === "base64")) || (data8 === "id")) || (data8 === "text"))){
const err25 = {instancePath:instancePath+"/source_type",schemaPath:"#/properties/source_type/enum",keyword:"enum",params:{allowedValues: schema260.properties.source_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err26 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate281.errors = vErrors;
return errors === 0;
}
validate281.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"url":true,"base64":true,"file_id":true,"mime_type":true,"source_type":true,"data":true},"dynamicProps":false,"dynamicItems":false};

const schema263 = {"title":"FileContentBlock","description":"A file such as a pdf content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.","type":"object","properties":{"type":{"const":"file","description":"Type tag of the block; always 'file' for a file such as a PDF."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"url":{"type":"string","description":"Location of the data as a URL."},"base64":{"type":"string","description":"The data itself, encoded as base64."},"file_id":{"type":"string","description":"Identifier of the data in a provider's file storage."},"mime_type":{"type":"string","description":"Media type of the data, such as image/png."},"source_type":{"enum":["url","base64","id","text"],"description":"Legacy (v0) field naming where the data is: url, base64, id or text."},"data":{"type":"string","description":"Legacy (v0) field holding base64 data when source_type is base64."}},"required":["type"],"allOf":[{"$ref":"#/$defs/MediaSource"}]};

function validate283(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate283.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/$defs/MediaSource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/0/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.base64 === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/1/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file_id === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/2/required",keyword:"required",params:{missingProperty: "file_id"},message:"must have required property '"+"file_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.data === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/3/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.id === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_type === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "source_type"},message:"must have required property '"+"source_type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.text === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/5/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/6/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf/7/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err12 = {instancePath,schemaPath:"#/$defs/MediaSource/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.type !== undefined){
if("file" !== data.type){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "file"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err16 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
const _errs20 = errors;
if(typeof data2 !== "string"){
const err17 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data2 !== null){
const err18 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err19 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err20 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err21 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.base64 !== undefined){
if(typeof data.base64 !== "string"){
const err22 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err23 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.mime_type !== undefined){
if(typeof data.mime_type !== "string"){
const err24 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_type !== undefined){
let data8 = data.source_type;
if(!((((data8 === "url") || (data8 === "base64")) || (data8 === "id")) || (data8 === "text"))){
const err25 = {instancePath:instancePath+"/source_type",schemaPath:"#/properties/source_type/enum",keyword:"enum",params:{allowedValues: schema263.properties.source_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err26 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate283.errors = vErrors;
return errors === 0;
}
validate283.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"url":true,"base64":true,"file_id":true,"mime_type":true,"source_type":true,"data":true},"dynamicProps":false,"dynamicItems":false};

const schema266 = {"title":"PlainTextContentBlock","description":"A plain-text document, such as an attachment, given inline or by reference.","type":"object","properties":{"type":{"const":"text-plain","description":"Type tag of the block; always 'text-plain' for plain-text documents."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"mime_type":{"const":"text/plain","description":"Media type; always text/plain."},"text":{"type":"string","description":"The text of the document."},"url":{"type":"string","description":"Location of the document as a URL."},"base64":{"type":"string","description":"The document encoded as base64."},"file_id":{"type":"string","description":"Identifier of the document in a provider's file storage."},"title":{"type":"string","description":"Title of the document."},"context":{"type":"string","description":"Extra context about the document for the model."}},"required":["type","mime_type"]};

function validate285(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate285.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.mime_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mime_type"},message:"must have required property '"+"mime_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("text-plain" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "text-plain"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err8 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.mime_type !== undefined){
if("text/plain" !== data.mime_type){
const err9 = {instancePath:instancePath+"/mime_type",schemaPath:"#/properties/mime_type/const",keyword:"const",params:{allowedValue: "text/plain"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err10 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err11 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.base64 !== undefined){
if(typeof data.base64 !== "string"){
const err12 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err13 = {instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err14 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.context !== undefined){
if(typeof data.context !== "string"){
const err15 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate285.errors = vErrors;
return errors === 0;
}
validate285.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"mime_type":true,"text":true,"url":true,"base64":true,"file_id":true,"title":true,"context":true},"dynamicProps":false,"dynamicItems":false};

const schema268 = {"title":"NonStandardContentBlock","description":"A provider-specific block that has no standard equivalent, kept whole in value.","type":"object","properties":{"type":{"const":"non_standard","description":"Type tag; always 'non_standard'."},"id":{"type":"string","description":"Identifier of the block."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"value":{"$ref":"#/$defs/Extras","description":"The provider's block, unchanged."}},"required":["type","value"]};

function validate287(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate287.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("non_standard" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "non_standard"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.value !== undefined){
let data3 = data.value;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err8 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate287.errors = vErrors;
return errors === 0;
}
validate287.evaluated = {"props":{"type":true,"id":true,"index":true,"value":true},"dynamicProps":false,"dynamicItems":false};

const schema270 = {"title":"ToolCall","description":"A request by the model to call a tool, with arguments already parsed into an object.","type":"object","properties":{"name":{"type":"string","description":"Name of the tool to call."},"args":{"$ref":"#/$defs/JSONObject","description":"Arguments of the call, as a JSON object."},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Identifier of the call, used to pair the call with its result; null when the provider gave none."},"type":{"const":"tool_call","description":"Type tag; always 'tool_call'. Optional in message tool-call lists, required inside content lists."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/JSONObject","description":"Provider-specific data that has no standard field."}},"required":["name","args","id"]};

function validate289(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate289.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.args === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.args !== undefined){
let data1 = data.args;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err4 = {instancePath:instancePath+"/args",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.type !== undefined){
if("tool_call" !== data.type){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.index !== undefined){
let data4 = data.index;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid3 = valid3 || _valid1;
const _errs18 = errors;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid3 = valid3 || _valid1;
const _errs20 = errors;
if(data4 !== null){
const err11 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err12 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data5 = data.extras;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err13 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate289.errors = vErrors;
return errors === 0;
}
validate289.evaluated = {"props":{"name":true,"args":true,"id":true,"type":true,"index":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

const schema273 = {"title":"ToolCallChunk","description":"A fragment of a tool call received while streaming; fragments with the same index are joined.","type":"object","properties":{"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Name of the tool, or a fragment of it; null when this fragment carries none."},"args":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"A fragment of the JSON text of the arguments; null when this fragment carries none."},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Identifier of the call; null when this fragment carries none."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of the call among the calls of one message; fragments with the same index belong to the same call."},"type":{"const":"tool_call_chunk","description":"Type tag; always 'tool_call_chunk'."},"extras":{"$ref":"#/$defs/JSONObject","description":"Provider-specific data that has no standard field."}},"required":["name","args","id"]};

function validate291(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate291.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.args === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.args !== undefined){
let data1 = data.args;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
const _errs11 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err8 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data2 = data.id;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
const _errs17 = errors;
if(data2 !== null){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.index !== undefined){
let data3 = data.index;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
const _errs23 = errors;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
const _errs25 = errors;
if(data3 !== null){
const err14 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid3 = _errs25 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err15 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.type !== undefined){
if("tool_call_chunk" !== data.type){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_call_chunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.extras !== undefined){
let data5 = data.extras;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err17 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate291.errors = vErrors;
return errors === 0;
}
validate291.evaluated = {"props":{"name":true,"args":true,"id":true,"index":true,"type":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

const schema275 = {"title":"InvalidToolCall","description":"A tool call the model produced that could not be parsed, kept with the reason it failed.","type":"object","properties":{"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Name of the tool, when known."},"args":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"The raw argument text that failed to parse."},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Identifier of the call, when known."},"error":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Why the call could not be parsed."},"type":{"const":"invalid_tool_call","description":"Type tag; always 'invalid_tool_call'."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/JSONObject","description":"Provider-specific data that has no standard field."}},"required":["name","args","id","error"]};

function validate293(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate293.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.args === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.error === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.args !== undefined){
let data1 = data.args;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
const _errs11 = errors;
if(data1 !== null){
const err8 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err9 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data2 = data.id;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
const _errs17 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.error !== undefined){
let data3 = data.error;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
const _errs23 = errors;
if(data3 !== null){
const err14 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err15 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.type !== undefined){
if("invalid_tool_call" !== data.type){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "invalid_tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.index !== undefined){
let data5 = data.index;
const _errs27 = errors;
let valid5 = false;
const _errs28 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid4 = _errs28 === errors;
valid5 = valid5 || _valid4;
const _errs30 = errors;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid5 = valid5 || _valid4;
const _errs32 = errors;
if(data5 !== null){
const err19 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid4 = _errs32 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err20 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data6 = data.extras;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
const err21 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate293.errors = vErrors;
return errors === 0;
}
validate293.evaluated = {"props":{"name":true,"args":true,"id":true,"error":true,"type":true,"index":true,"extras":true},"dynamicProps":false,"dynamicItems":false};

const schema277 = {"title":"ServerToolCall","description":"A call to a tool that the provider runs itself, such as web search. Streamed calls may lack an id and name until their chunks are joined.","type":"object","properties":{"type":{"const":"server_tool_call","description":"Type tag of the block; always 'server_tool_call' for server-side tool calls."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"name":{"type":"string","description":"Name of the tool."},"args":{"$ref":"#/$defs/Extras","description":"Arguments of the call."}},"required":["type","args"]};

function validate295(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate295.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.args === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
if("server_tool_call" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "server_tool_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err8 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.args !== undefined){
let data5 = data.args;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err10 = {instancePath:instancePath+"/args",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate295.errors = vErrors;
return errors === 0;
}
validate295.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"name":true,"args":true},"dynamicProps":false,"dynamicItems":false};

const schema280 = {"title":"ServerToolCallChunk","description":"A fragment of a server-side tool call received while streaming.","type":"object","properties":{"type":{"const":"server_tool_call_chunk","description":"Type tag of the block; always 'server_tool_call_chunk' for fragments of server-side tool calls."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"name":{"type":"string","description":"Name of the tool, or a fragment of it."},"args":{"type":"string","description":"A fragment of the JSON text of the arguments."}},"required":["type"]};

function validate297(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate297.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if("server_tool_call_chunk" !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "server_tool_call_chunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err7 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.args !== undefined){
if(typeof data.args !== "string"){
const err9 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate297.errors = vErrors;
return errors === 0;
}
validate297.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"name":true,"args":true},"dynamicProps":false,"dynamicItems":false};

const schema282 = {"title":"ServerToolResult","description":"The result of a server-side tool call.","type":"object","properties":{"type":{"const":"server_tool_result","description":"Type tag of the block; always 'server_tool_result' for server-side tool results."},"id":{"type":"string","description":"Identifier of the block, chosen by the provider or generated by the library."},"index":{"anyOf":[{"type":"integer"},{"type":"string"},{"type":"null"}],"description":"Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."},"extras":{"$ref":"#/$defs/Extras","description":"Provider-specific data that has no standard field."},"tool_call_id":{"type":"string","description":"Identifier of the call this result answers."},"status":{"enum":["success","error"],"description":"Whether the call succeeded."},"output":{"description":"The output of the tool, of any JSON type."}},"required":["type","tool_call_id","status"]};

function validate299(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate299.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tool_call_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool_call_id"},message:"must have required property '"+"tool_call_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
if("server_tool_result" !== data.type){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "server_tool_result"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.index !== undefined){
let data2 = data.index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.extras !== undefined){
let data3 = data.extras;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err9 = {instancePath:instancePath+"/extras",schemaPath:"#/$defs/Extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.tool_call_id !== undefined){
if(typeof data.tool_call_id !== "string"){
const err10 = {instancePath:instancePath+"/tool_call_id",schemaPath:"#/properties/tool_call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(!((data5 === "success") || (data5 === "error"))){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema282.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate299.errors = vErrors;
return errors === 0;
}
validate299.evaluated = {"props":{"type":true,"id":true,"index":true,"extras":true,"tool_call_id":true,"status":true,"output":true},"dynamicProps":false,"dynamicItems":false};


function validate264(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate264.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.type !== undefined){
if("text" !== data.type){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(!(validate265(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.type = true;
props0.id = true;
props0.index = true;
props0.extras = true;
props0.text = true;
props0.annotations = true;
}
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.type !== undefined){
if("reasoning" !== data.type){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(!(validate273(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate273.errors : vErrors.concat(validate273.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
if(valid3){
var props1 = {};
props1.type = true;
props1.id = true;
props1.index = true;
props1.extras = true;
props1.reasoning = true;
}
}
if(!valid3){
const err6 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs12 = errors;
let valid5 = true;
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data.type !== undefined){
if("refusal" !== data.type){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
var _valid2 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs15 = errors;
if(!(validate275(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate275.errors : vErrors.concat(validate275.errors);
errors = vErrors.length;
}
var _valid2 = _errs15 === errors;
valid5 = _valid2;
if(valid5){
var props2 = {};
props2.type = true;
props2.refusal = true;
props2.id = true;
props2.index = true;
props2.extras = true;
}
}
if(!valid5){
const err9 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs17 = errors;
let valid7 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(data.type !== undefined){
if("image" !== data.type){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
var _valid3 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs20 = errors;
if(!(validate277(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate277.errors : vErrors.concat(validate277.errors);
errors = vErrors.length;
}
var _valid3 = _errs20 === errors;
valid7 = _valid3;
if(valid7){
var props3 = {};
props3.type = true;
props3.id = true;
props3.index = true;
props3.extras = true;
props3.url = true;
props3.base64 = true;
props3.file_id = true;
props3.mime_type = true;
props3.source_type = true;
props3.data = true;
}
}
if(!valid7){
const err12 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs22 = errors;
let valid9 = true;
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
if(data.type !== undefined){
if("audio" !== data.type){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
var _valid4 = _errs23 === errors;
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs25 = errors;
if(!(validate279(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate279.errors : vErrors.concat(validate279.errors);
errors = vErrors.length;
}
var _valid4 = _errs25 === errors;
valid9 = _valid4;
if(valid9){
var props4 = {};
props4.type = true;
props4.id = true;
props4.index = true;
props4.extras = true;
props4.url = true;
props4.base64 = true;
props4.file_id = true;
props4.mime_type = true;
props4.source_type = true;
props4.data = true;
}
}
if(!valid9){
const err15 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs27 = errors;
let valid11 = true;
const _errs28 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.type === undefined) && (missing5 = "type")){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(data.type !== undefined){
if("video" !== data.type){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
var _valid5 = _errs28 === errors;
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs30 = errors;
if(!(validate281(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate281.errors : vErrors.concat(validate281.errors);
errors = vErrors.length;
}
var _valid5 = _errs30 === errors;
valid11 = _valid5;
if(valid11){
var props5 = {};
props5.type = true;
props5.id = true;
props5.index = true;
props5.extras = true;
props5.url = true;
props5.base64 = true;
props5.file_id = true;
props5.mime_type = true;
props5.source_type = true;
props5.data = true;
}
}
if(!valid11){
const err18 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs32 = errors;
let valid13 = true;
const _errs33 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
if(data.type !== undefined){
if("file" !== data.type){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
var _valid6 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs35 = errors;
if(!(validate283(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate283.errors : vErrors.concat(validate283.errors);
errors = vErrors.length;
}
var _valid6 = _errs35 === errors;
valid13 = _valid6;
if(valid13){
var props6 = {};
props6.type = true;
props6.id = true;
props6.index = true;
props6.extras = true;
props6.url = true;
props6.base64 = true;
props6.file_id = true;
props6.mime_type = true;
props6.source_type = true;
props6.data = true;
}
}
if(!valid13){
const err21 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs37 = errors;
let valid15 = true;
const _errs38 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
if(data.type !== undefined){
if("text-plain" !== data.type){
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
var _valid7 = _errs38 === errors;
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs40 = errors;
if(!(validate285(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate285.errors : vErrors.concat(validate285.errors);
errors = vErrors.length;
}
var _valid7 = _errs40 === errors;
valid15 = _valid7;
if(valid15){
var props7 = {};
props7.type = true;
props7.id = true;
props7.index = true;
props7.extras = true;
props7.mime_type = true;
props7.text = true;
props7.url = true;
props7.base64 = true;
props7.file_id = true;
props7.title = true;
props7.context = true;
}
}
if(!valid15){
const err24 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
const _errs42 = errors;
let valid17 = true;
const _errs43 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.type === undefined) && (missing8 = "type")){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
if(data.type !== undefined){
if("non_standard" !== data.type){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
var _valid8 = _errs43 === errors;
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs45 = errors;
if(!(validate287(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate287.errors : vErrors.concat(validate287.errors);
errors = vErrors.length;
}
var _valid8 = _errs45 === errors;
valid17 = _valid8;
if(valid17){
var props8 = {};
props8.type = true;
props8.id = true;
props8.index = true;
props8.value = true;
}
}
if(!valid17){
const err27 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(props0 !== true && props8 !== undefined){
if(props8 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props8);
}
}
const _errs47 = errors;
let valid19 = true;
const _errs48 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.type === undefined) && (missing9 = "type")){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
if(data.type !== undefined){
if("tool_call" !== data.type){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
}
var _valid9 = _errs48 === errors;
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs50 = errors;
if(!(validate289(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate289.errors : vErrors.concat(validate289.errors);
errors = vErrors.length;
}
var _valid9 = _errs50 === errors;
valid19 = _valid9;
if(valid19){
var props9 = {};
props9.name = true;
props9.args = true;
props9.id = true;
props9.type = true;
props9.index = true;
props9.extras = true;
}
}
if(!valid19){
const err30 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(props0 !== true && props9 !== undefined){
if(props9 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props9);
}
}
const _errs52 = errors;
let valid21 = true;
const _errs53 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.type === undefined) && (missing10 = "type")){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(data.type !== undefined){
if("tool_call_chunk" !== data.type){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
var _valid10 = _errs53 === errors;
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
if(_valid10){
const _errs55 = errors;
if(!(validate291(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate291.errors : vErrors.concat(validate291.errors);
errors = vErrors.length;
}
var _valid10 = _errs55 === errors;
valid21 = _valid10;
if(valid21){
var props10 = {};
props10.name = true;
props10.args = true;
props10.id = true;
props10.index = true;
props10.type = true;
props10.extras = true;
}
}
if(!valid21){
const err33 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(props0 !== true && props10 !== undefined){
if(props10 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props10);
}
}
const _errs57 = errors;
let valid23 = true;
const _errs58 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.type === undefined) && (missing11 = "type")){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
if(data.type !== undefined){
if("invalid_tool_call" !== data.type){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
}
var _valid11 = _errs58 === errors;
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
if(_valid11){
const _errs60 = errors;
if(!(validate293(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate293.errors : vErrors.concat(validate293.errors);
errors = vErrors.length;
}
var _valid11 = _errs60 === errors;
valid23 = _valid11;
if(valid23){
var props11 = {};
props11.name = true;
props11.args = true;
props11.id = true;
props11.error = true;
props11.type = true;
props11.index = true;
props11.extras = true;
}
}
if(!valid23){
const err36 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(props0 !== true && props11 !== undefined){
if(props11 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props11);
}
}
const _errs62 = errors;
let valid25 = true;
const _errs63 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.type === undefined) && (missing12 = "type")){
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
if(data.type !== undefined){
if("server_tool_call" !== data.type){
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
}
var _valid12 = _errs63 === errors;
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
if(_valid12){
const _errs65 = errors;
if(!(validate295(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate295.errors : vErrors.concat(validate295.errors);
errors = vErrors.length;
}
var _valid12 = _errs65 === errors;
valid25 = _valid12;
if(valid25){
var props12 = {};
props12.type = true;
props12.id = true;
props12.index = true;
props12.extras = true;
props12.name = true;
props12.args = true;
}
}
if(!valid25){
const err39 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(props0 !== true && props12 !== undefined){
if(props12 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props12);
}
}
const _errs67 = errors;
let valid27 = true;
const _errs68 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.type === undefined) && (missing13 = "type")){
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
if(data.type !== undefined){
if("server_tool_call_chunk" !== data.type){
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
}
var _valid13 = _errs68 === errors;
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
if(_valid13){
const _errs70 = errors;
if(!(validate297(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate297.errors : vErrors.concat(validate297.errors);
errors = vErrors.length;
}
var _valid13 = _errs70 === errors;
valid27 = _valid13;
if(valid27){
var props13 = {};
props13.type = true;
props13.id = true;
props13.index = true;
props13.extras = true;
props13.name = true;
props13.args = true;
}
}
if(!valid27){
const err42 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(props0 !== true && props13 !== undefined){
if(props13 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props13);
}
}
const _errs72 = errors;
let valid29 = true;
const _errs73 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.type === undefined) && (missing14 = "type")){
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
if(data.type !== undefined){
if("server_tool_result" !== data.type){
const err44 = {};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
}
var _valid14 = _errs73 === errors;
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
if(_valid14){
const _errs75 = errors;
if(!(validate299(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate299.errors : vErrors.concat(validate299.errors);
errors = vErrors.length;
}
var _valid14 = _errs75 === errors;
valid29 = _valid14;
if(valid29){
var props14 = {};
props14.type = true;
props14.id = true;
props14.index = true;
props14.extras = true;
props14.tool_call_id = true;
props14.status = true;
props14.output = true;
}
}
if(!valid29){
const err45 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(props0 !== true && props14 !== undefined){
if(props14 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props14);
}
}
validate264.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate264.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate263(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate263.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(!(validate264(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate264.errors : vErrors.concat(validate264.errors);
errors = vErrors.length;
}
else {
var props0 = validate264.evaluated.props;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate263.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate263.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate262(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate262.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate263(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate263.errors : vErrors.concat(validate263.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate262.errors = vErrors;
evaluated0.items = items0;
return errors === 0;
}
validate262.evaluated = {"dynamicProps":false,"dynamicItems":true};


function validate261(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate261.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err2 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
if("human" !== data.type){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "human"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.example !== undefined){
if(typeof data.example !== "boolean"){
const err10 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate261.errors = vErrors;
return errors === 0;
}
validate261.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true,"example":true},"dynamicProps":false,"dynamicItems":false};

export const validateHumanMessageChunkAllowExtra = validate304;
const schema286 = {"title":"HumanMessageChunk","description":"A streamed piece of a message from the person using the application; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"HumanMessageChunk","description":"Type tag of the message; always 'HumanMessageChunk' for HumanMessageChunk."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"example":{"type":"boolean","description":"Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."}},"required":["content"]};

function validate304(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate304.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err2 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
if("HumanMessageChunk" !== data.type){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "HumanMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.example !== undefined){
if(typeof data.example !== "boolean"){
const err10 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate304.errors = vErrors;
return errors === 0;
}
validate304.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true,"example":true},"dynamicProps":false,"dynamicItems":false};

export const validateAIMessageAllowExtra = validate306;
const schema289 = {"title":"AIMessage","description":"A message produced by the model, possibly with tool calls and token usage.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"ai","description":"Type tag of the message; always 'ai' for AIMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"example":{"type":"boolean","description":"Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."},"tool_calls":{"type":"array","items":{"$ref":"#/$defs/ToolCall"},"default":[],"description":"Tool calls the model requested, with parsed arguments."},"invalid_tool_calls":{"type":"array","items":{"$ref":"#/$defs/InvalidToolCall"},"default":[],"description":"Tool calls the model produced that could not be parsed."},"usage_metadata":{"anyOf":[{"$ref":"#/$defs/UsageMetadata"},{"type":"null"}],"description":"Token counts for the call that produced this message, or null when unknown.","default":null}},"required":["content"]};
const schema292 = {"title":"UsageMetadata","description":"Token counts for one model call.","type":"object","properties":{"input_tokens":{"type":"integer","description":"Number of tokens in the input (prompt)."},"output_tokens":{"type":"integer","description":"Number of tokens in the output (completion)."},"total_tokens":{"type":"integer","description":"Total number of tokens, usually input plus output."},"input_token_details":{"$ref":"#/$defs/InputTokenDetails","description":"Breakdown of the input tokens."},"output_token_details":{"$ref":"#/$defs/OutputTokenDetails","description":"Breakdown of the output tokens."}},"required":["input_tokens","output_tokens","total_tokens"]};
const schema293 = {"title":"InputTokenDetails","description":"Breakdown of input tokens by kind. Keys other than the listed ones are allowed and must hold integers, for example provider-specific cache counters.","type":"object","properties":{"audio":{"type":"integer","description":"Input tokens that were audio."},"cache_creation":{"type":"integer","description":"Input tokens written to a prompt cache."},"cache_read":{"type":"integer","description":"Input tokens read from a prompt cache."}},"additionalProperties":{"type":"integer"}};
const schema294 = {"title":"OutputTokenDetails","description":"Breakdown of output tokens by kind. Keys other than the listed ones are allowed and must hold integers.","type":"object","properties":{"audio":{"type":"integer","description":"Output tokens that were audio."},"reasoning":{"type":"integer","description":"Output tokens spent on reasoning that is not part of the visible answer."}},"additionalProperties":{"type":"integer"}};

function validate310(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate310.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.input_tokens === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input_tokens"},message:"must have required property '"+"input_tokens"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.output_tokens === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "output_tokens"},message:"must have required property '"+"output_tokens"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.total_tokens === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_tokens"},message:"must have required property '"+"total_tokens"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.input_tokens !== undefined){
let data0 = data.input_tokens;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.output_tokens !== undefined){
let data1 = data.output_tokens;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/output_tokens",schemaPath:"#/properties/output_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.total_tokens !== undefined){
let data2 = data.total_tokens;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/total_tokens",schemaPath:"#/properties/total_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.input_token_details !== undefined){
let data3 = data.input_token_details;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
if(!(((key0 === "audio") || (key0 === "cache_creation")) || (key0 === "cache_read"))){
let data4 = data3[key0];
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/input_token_details/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/InputTokenDetails/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data3.audio !== undefined){
let data5 = data3.audio;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err7 = {instancePath:instancePath+"/input_token_details/audio",schemaPath:"#/$defs/InputTokenDetails/properties/audio/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.cache_creation !== undefined){
let data6 = data3.cache_creation;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err8 = {instancePath:instancePath+"/input_token_details/cache_creation",schemaPath:"#/$defs/InputTokenDetails/properties/cache_creation/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.cache_read !== undefined){
let data7 = data3.cache_read;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err9 = {instancePath:instancePath+"/input_token_details/cache_read",schemaPath:"#/$defs/InputTokenDetails/properties/cache_read/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/input_token_details",schemaPath:"#/$defs/InputTokenDetails/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.output_token_details !== undefined){
let data8 = data.output_token_details;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
if(!((key1 === "audio") || (key1 === "reasoning"))){
let data9 = data8[key1];
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err11 = {instancePath:instancePath+"/output_token_details/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/OutputTokenDetails/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data8.audio !== undefined){
let data10 = data8.audio;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err12 = {instancePath:instancePath+"/output_token_details/audio",schemaPath:"#/$defs/OutputTokenDetails/properties/audio/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data8.reasoning !== undefined){
let data11 = data8.reasoning;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err13 = {instancePath:instancePath+"/output_token_details/reasoning",schemaPath:"#/$defs/OutputTokenDetails/properties/reasoning/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/output_token_details",schemaPath:"#/$defs/OutputTokenDetails/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate310.errors = vErrors;
return errors === 0;
}
validate310.evaluated = {"props":{"input_tokens":true,"output_tokens":true,"total_tokens":true,"input_token_details":true,"output_token_details":true},"dynamicProps":false,"dynamicItems":false};


function validate306(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate306.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err2 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
if("ai" !== data.type){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ai"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.example !== undefined){
if(typeof data.example !== "boolean"){
const err10 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.tool_calls !== undefined){
let data7 = data.tool_calls;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate289(data7[i0], {instancePath:instancePath+"/tool_calls/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate289.errors : vErrors.concat(validate289.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/tool_calls",schemaPath:"#/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.invalid_tool_calls !== undefined){
let data9 = data.invalid_tool_calls;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(!(validate293(data9[i1], {instancePath:instancePath+"/invalid_tool_calls/" + i1,parentData:data9,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate293.errors : vErrors.concat(validate293.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath:instancePath+"/invalid_tool_calls",schemaPath:"#/properties/invalid_tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.usage_metadata !== undefined){
let data11 = data.usage_metadata;
const _errs32 = errors;
let valid9 = false;
const _errs33 = errors;
if(!(validate310(data11, {instancePath:instancePath+"/usage_metadata",parentData:data,parentDataProperty:"usage_metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate310.errors : vErrors.concat(validate310.errors);
errors = vErrors.length;
}
var _valid2 = _errs33 === errors;
valid9 = valid9 || _valid2;
if(_valid2){
var props0 = {};
props0.input_tokens = true;
props0.output_tokens = true;
props0.total_tokens = true;
props0.input_token_details = true;
props0.output_token_details = true;
}
const _errs34 = errors;
if(data11 !== null){
const err13 = {instancePath:instancePath+"/usage_metadata",schemaPath:"#/properties/usage_metadata/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const err14 = {instancePath:instancePath+"/usage_metadata",schemaPath:"#/properties/usage_metadata/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate306.errors = vErrors;
return errors === 0;
}
validate306.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true,"example":true,"tool_calls":true,"invalid_tool_calls":true,"usage_metadata":true},"dynamicProps":false,"dynamicItems":false};

export const validateAIMessageChunkAllowExtra = validate312;
const schema295 = {"title":"AIMessageChunk","description":"A streamed piece of a message produced by the model; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"AIMessageChunk","description":"Type tag of the message; always 'AIMessageChunk' for AIMessageChunk."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"example":{"type":"boolean","description":"Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."},"tool_calls":{"type":"array","items":{"$ref":"#/$defs/ToolCall"},"default":[],"description":"Tool calls the model requested, with parsed arguments."},"invalid_tool_calls":{"type":"array","items":{"$ref":"#/$defs/InvalidToolCall"},"default":[],"description":"Tool calls the model produced that could not be parsed."},"usage_metadata":{"anyOf":[{"$ref":"#/$defs/UsageMetadata"},{"type":"null"}],"description":"Token counts for the call that produced this message, or null when unknown.","default":null},"tool_call_chunks":{"type":"array","items":{"$ref":"#/$defs/ToolCallChunk"},"default":[],"description":"Fragments of tool calls received while streaming."},"chunk_position":{"anyOf":[{"const":"last"},{"type":"null"}],"description":"Set to 'last' on the final chunk of a stream. Written only by newer versions of LangChain, so absent and null are both accepted."}},"required":["content"]};

function validate312(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate312.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err2 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
if("AIMessageChunk" !== data.type){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "AIMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.example !== undefined){
if(typeof data.example !== "boolean"){
const err10 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.tool_calls !== undefined){
let data7 = data.tool_calls;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate289(data7[i0], {instancePath:instancePath+"/tool_calls/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate289.errors : vErrors.concat(validate289.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/tool_calls",schemaPath:"#/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.invalid_tool_calls !== undefined){
let data9 = data.invalid_tool_calls;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(!(validate293(data9[i1], {instancePath:instancePath+"/invalid_tool_calls/" + i1,parentData:data9,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate293.errors : vErrors.concat(validate293.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath:instancePath+"/invalid_tool_calls",schemaPath:"#/properties/invalid_tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.usage_metadata !== undefined){
let data11 = data.usage_metadata;
const _errs32 = errors;
let valid9 = false;
const _errs33 = errors;
if(!(validate310(data11, {instancePath:instancePath+"/usage_metadata",parentData:data,parentDataProperty:"usage_metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate310.errors : vErrors.concat(validate310.errors);
errors = vErrors.length;
}
var _valid2 = _errs33 === errors;
valid9 = valid9 || _valid2;
if(_valid2){
var props0 = {};
props0.input_tokens = true;
props0.output_tokens = true;
props0.total_tokens = true;
props0.input_token_details = true;
props0.output_token_details = true;
}
const _errs34 = errors;
if(data11 !== null){
const err13 = {instancePath:instancePath+"/usage_metadata",schemaPath:"#/properties/usage_metadata/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const err14 = {instancePath:instancePath+"/usage_metadata",schemaPath:"#/properties/usage_metadata/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data.tool_call_chunks !== undefined){
let data12 = data.tool_call_chunks;
if(Array.isArray(data12)){
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
if(!(validate291(data12[i2], {instancePath:instancePath+"/tool_call_chunks/" + i2,parentData:data12,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate291.errors : vErrors.concat(validate291.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/tool_call_chunks",schemaPath:"#/properties/tool_call_chunks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.chunk_position !== undefined){
let data14 = data.chunk_position;
const _errs40 = errors;
let valid12 = false;
const _errs41 = errors;
if("last" !== data14){
const err16 = {instancePath:instancePath+"/chunk_position",schemaPath:"#/properties/chunk_position/anyOf/0/const",keyword:"const",params:{allowedValue: "last"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs41 === errors;
valid12 = valid12 || _valid3;
const _errs42 = errors;
if(data14 !== null){
const err17 = {instancePath:instancePath+"/chunk_position",schemaPath:"#/properties/chunk_position/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs42 === errors;
valid12 = valid12 || _valid3;
if(!valid12){
const err18 = {instancePath:instancePath+"/chunk_position",schemaPath:"#/properties/chunk_position/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate312.errors = vErrors;
return errors === 0;
}
validate312.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true,"example":true,"tool_calls":true,"invalid_tool_calls":true,"usage_metadata":true,"tool_call_chunks":true,"chunk_position":true},"dynamicProps":false,"dynamicItems":false};

export const validateSystemMessageAllowExtra = validate318;
const schema298 = {"title":"SystemMessage","description":"Instructions that prime the model's behaviour, usually first in a conversation.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"system","description":"Type tag of the message; always 'system' for SystemMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null}},"required":["content"]};

function validate318(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate318.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err2 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
if("system" !== data.type){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate318.errors = vErrors;
return errors === 0;
}
validate318.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true},"dynamicProps":false,"dynamicItems":false};

export const validateSystemMessageChunkAllowExtra = validate320;
const schema301 = {"title":"SystemMessageChunk","description":"A streamed piece of instructions that prime the model's behaviour; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"SystemMessageChunk","description":"Type tag of the message; always 'SystemMessageChunk' for SystemMessageChunk."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null}},"required":["content"]};

function validate320(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate320.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err2 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
if("SystemMessageChunk" !== data.type){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "SystemMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate320.errors = vErrors;
return errors === 0;
}
validate320.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true},"dynamicProps":false,"dynamicItems":false};

export const validateToolMessageAllowExtra = validate322;
const schema304 = {"title":"ToolMessage","description":"The result of running a tool, sent back to the model.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"tool","description":"Type tag of the message; always 'tool' for ToolMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"tool_call_id":{"type":"string","description":"Identifier of the tool call this message answers."},"artifact":{"description":"Output of the tool that is kept for the application but not sent to the model. Any JSON value.","default":null},"status":{"enum":["success","error"],"default":"success","description":"Whether the tool call succeeded."}},"required":["content","tool_call_id"]};

function validate322(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate322.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tool_call_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool_call_id"},message:"must have required property '"+"tool_call_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("tool" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.tool_call_id !== undefined){
if(typeof data.tool_call_id !== "string"){
const err11 = {instancePath:instancePath+"/tool_call_id",schemaPath:"#/properties/tool_call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(!((data7 === "success") || (data7 === "error"))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema304.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate322.errors = vErrors;
return errors === 0;
}
validate322.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true,"tool_call_id":true,"artifact":true,"status":true},"dynamicProps":false,"dynamicItems":false};

export const validateToolMessageChunkAllowExtra = validate324;
const schema307 = {"title":"ToolMessageChunk","description":"A streamed piece of the result of running a tool; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"ToolMessageChunk","description":"Type tag of the message; always 'ToolMessageChunk' for ToolMessageChunk."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"tool_call_id":{"type":"string","description":"Identifier of the tool call this message answers."},"artifact":{"description":"Output of the tool that is kept for the application but not sent to the model. Any JSON value.","default":null},"status":{"enum":["success","error"],"default":"success","description":"Whether the tool call succeeded."}},"required":["content","tool_call_id"]};

function validate324(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate324.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tool_call_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool_call_id"},message:"must have required property '"+"tool_call_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("ToolMessageChunk" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ToolMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.tool_call_id !== undefined){
if(typeof data.tool_call_id !== "string"){
const err11 = {instancePath:instancePath+"/tool_call_id",schemaPath:"#/properties/tool_call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(!((data7 === "success") || (data7 === "error"))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema307.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate324.errors = vErrors;
return errors === 0;
}
validate324.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true,"tool_call_id":true,"artifact":true,"status":true},"dynamicProps":false,"dynamicItems":false};

export const validateFunctionMessageAllowExtra = validate326;
const schema310 = {"title":"FunctionMessage","description":"The result of a legacy function call, sent back to the model. The name of the function is required.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"function","description":"Type tag of the message; always 'function' for FunctionMessage."},"name":{"type":"string","description":"Name of the function that produced this message."},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null}},"required":["content","name"]};

function validate326(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate326.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("function" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
const _errs17 = errors;
if(data5 !== null){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate326.errors = vErrors;
return errors === 0;
}
validate326.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true},"dynamicProps":false,"dynamicItems":false};

export const validateFunctionMessageChunkAllowExtra = validate328;
const schema313 = {"title":"FunctionMessageChunk","description":"A streamed piece of the result of a legacy function call; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"FunctionMessageChunk","description":"Type tag of the message; always 'FunctionMessageChunk' for FunctionMessageChunk."},"name":{"type":"string","description":"Name of the function that produced this message."},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null}},"required":["content","name"]};

function validate328(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate328.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("FunctionMessageChunk" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "FunctionMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
const _errs17 = errors;
if(data5 !== null){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate328.errors = vErrors;
return errors === 0;
}
validate328.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true},"dynamicProps":false,"dynamicItems":false};

export const validateChatMessageAllowExtra = validate330;
const schema316 = {"title":"ChatMessage","description":"A message with an arbitrary speaker role.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"chat","description":"Type tag of the message; always 'chat' for ChatMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"role":{"type":"string","description":"The speaker role of the message."}},"required":["content","role"]};

function validate330(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate330.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("chat" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "chat"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.role !== undefined){
if(typeof data.role !== "string"){
const err11 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate330.errors = vErrors;
return errors === 0;
}
validate330.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true,"role":true},"dynamicProps":false,"dynamicItems":false};

export const validateChatMessageChunkAllowExtra = validate332;
const schema319 = {"title":"ChatMessageChunk","description":"A streamed piece of a message with an arbitrary speaker role; pieces are joined by adding them.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"The content of the message."},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"ChatMessageChunk","description":"Type tag of the message; always 'ChatMessageChunk' for ChatMessageChunk."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional unique identifier of the message, usually given by the provider or the model.","default":null},"role":{"type":"string","description":"The speaker role of the message."}},"required":["content","role"]};

function validate332(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate332.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err3 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("ChatMessageChunk" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ChatMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data5 = data.id;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.role !== undefined){
if(typeof data.role !== "string"){
const err11 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate332.errors = vErrors;
return errors === 0;
}
validate332.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true,"role":true},"dynamicProps":false,"dynamicItems":false};

export const validateRemoveMessageAllowExtra = validate334;
const schema322 = {"title":"RemoveMessage","description":"An instruction to remove the message with the given id from a stored history.","type":"object","properties":{"content":{"$ref":"#/$defs/MessageContent","description":"Unused; always empty.","default":""},"additional_kwargs":{"$ref":"#/$defs/JSONObject","description":"Extra payload data from the provider, such as a legacy function call.","default":{}},"response_metadata":{"$ref":"#/$defs/JSONObject","description":"Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.","default":{}},"type":{"const":"remove","description":"Type tag of the message; always 'remove' for RemoveMessage."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"Optional name of the sender, for example to tell participants apart.","default":null},"id":{"type":"string","description":"Identifier of the message to remove."}},"required":["id"]};

function validate334(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate334.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content !== undefined){
if(!(validate262(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.additional_kwargs !== undefined){
let data1 = data.additional_kwargs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/additional_kwargs",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.response_metadata !== undefined){
let data2 = data.response_metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err2 = {instancePath:instancePath+"/response_metadata",schemaPath:"#/$defs/JSONObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
if("remove" !== data.type){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "remove"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate334.errors = vErrors;
return errors === 0;
}
validate334.evaluated = {"props":{"content":true,"additional_kwargs":true,"response_metadata":true,"type":true,"name":true,"id":true},"dynamicProps":false,"dynamicItems":false};

export const validateAnyMessageAllowExtra = validate336;
const schema325 = {"title":"AnyMessage","description":"Any message, told apart by its type tag.","type":"object","required":["type"],"oneOf":[{"$ref":"#/$defs/HumanMessage"},{"$ref":"#/$defs/AIMessage"},{"$ref":"#/$defs/SystemMessage"},{"$ref":"#/$defs/ToolMessage"},{"$ref":"#/$defs/FunctionMessage"},{"$ref":"#/$defs/ChatMessage"},{"$ref":"#/$defs/RemoveMessage"},{"$ref":"#/$defs/HumanMessageChunk"},{"$ref":"#/$defs/AIMessageChunk"},{"$ref":"#/$defs/SystemMessageChunk"},{"$ref":"#/$defs/ToolMessageChunk"},{"$ref":"#/$defs/FunctionMessageChunk"},{"$ref":"#/$defs/ChatMessageChunk"}],"discriminator":{"propertyName":"type"},"properties":{"type":{"enum":["human","ai","system","tool","function","chat","remove","HumanMessageChunk","AIMessageChunk","SystemMessageChunk","ToolMessageChunk","FunctionMessageChunk","ChatMessageChunk"]}}};

function validate336(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate336.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!(((((((((((((data0 === "human") || (data0 === "ai")) || (data0 === "system")) || (data0 === "tool")) || (data0 === "function")) || (data0 === "chat")) || (data0 === "remove")) || (data0 === "HumanMessageChunk")) || (data0 === "AIMessageChunk")) || (data0 === "SystemMessageChunk")) || (data0 === "ToolMessageChunk")) || (data0 === "FunctionMessageChunk")) || (data0 === "ChatMessageChunk"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema325.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "human"){
if(!(validate261(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
var props0 = {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
props0.example = true;
}
else if(tag0 === "ai"){
if(!(validate306(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate306.errors : vErrors.concat(validate306.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
props0.example = true;
props0.tool_calls = true;
props0.invalid_tool_calls = true;
props0.usage_metadata = true;
}
}
else if(tag0 === "system"){
if(!(validate318(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate318.errors : vErrors.concat(validate318.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
}
}
else if(tag0 === "tool"){
if(!(validate322(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate322.errors : vErrors.concat(validate322.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
props0.tool_call_id = true;
props0.artifact = true;
props0.status = true;
}
}
else if(tag0 === "function"){
if(!(validate326(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate326.errors : vErrors.concat(validate326.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
}
}
else if(tag0 === "chat"){
if(!(validate330(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate330.errors : vErrors.concat(validate330.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
props0.role = true;
}
}
else if(tag0 === "remove"){
if(!(validate334(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate334.errors : vErrors.concat(validate334.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
}
}
else if(tag0 === "HumanMessageChunk"){
if(!(validate304(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate304.errors : vErrors.concat(validate304.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
props0.example = true;
}
}
else if(tag0 === "AIMessageChunk"){
if(!(validate312(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate312.errors : vErrors.concat(validate312.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
props0.example = true;
props0.tool_calls = true;
props0.invalid_tool_calls = true;
props0.usage_metadata = true;
props0.tool_call_chunks = true;
props0.chunk_position = true;
}
}
else if(tag0 === "SystemMessageChunk"){
if(!(validate320(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate320.errors : vErrors.concat(validate320.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
}
}
else if(tag0 === "ToolMessageChunk"){
if(!(validate324(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate324.errors : vErrors.concat(validate324.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
props0.tool_call_id = true;
props0.artifact = true;
props0.status = true;
}
}
else if(tag0 === "FunctionMessageChunk"){
if(!(validate328(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate328.errors : vErrors.concat(validate328.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
}
}
else if(tag0 === "ChatMessageChunk"){
if(!(validate332(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate332.errors : vErrors.concat(validate332.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
props0.additional_kwargs = true;
props0.response_metadata = true;
props0.type = true;
props0.name = true;
props0.id = true;
props0.role = true;
}
}
else {
const err2 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate336.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate336.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateSerializedHumanMessageAllowExtra = validate350;
const schema326 = {"title":"SerializedHumanMessage","description":"The stored form of a HumanMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"human","description":"Type tag of the stored message; always 'human'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/HumanMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate350(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate350.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("human" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "human"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate261(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate350.errors = vErrors;
return errors === 0;
}
validate350.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedAIMessageAllowExtra = validate352;
const schema327 = {"title":"SerializedAIMessage","description":"The stored form of a AIMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"ai","description":"Type tag of the stored message; always 'ai'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/AIMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate352(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate352.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("ai" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ai"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate306(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate306.errors : vErrors.concat(validate306.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate352.errors = vErrors;
return errors === 0;
}
validate352.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedSystemMessageAllowExtra = validate354;
const schema328 = {"title":"SerializedSystemMessage","description":"The stored form of a SystemMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"system","description":"Type tag of the stored message; always 'system'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/SystemMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate354(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate354.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("system" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate318(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate318.errors : vErrors.concat(validate318.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate354.errors = vErrors;
return errors === 0;
}
validate354.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedToolMessageAllowExtra = validate356;
const schema329 = {"title":"SerializedToolMessage","description":"The stored form of a ToolMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"tool","description":"Type tag of the stored message; always 'tool'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/ToolMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate356(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate356.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("tool" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate322(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate322.errors : vErrors.concat(validate322.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate356.errors = vErrors;
return errors === 0;
}
validate356.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedFunctionMessageAllowExtra = validate358;
const schema330 = {"title":"SerializedFunctionMessage","description":"The stored form of a FunctionMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"function","description":"Type tag of the stored message; always 'function'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/FunctionMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate358(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate358.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("function" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate326(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate326.errors : vErrors.concat(validate326.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate358.errors = vErrors;
return errors === 0;
}
validate358.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedChatMessageAllowExtra = validate360;
const schema331 = {"title":"SerializedChatMessage","description":"The stored form of a ChatMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"chat","description":"Type tag of the stored message; always 'chat'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/ChatMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate360(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate360.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("chat" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "chat"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate330(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate330.errors : vErrors.concat(validate330.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate360.errors = vErrors;
return errors === 0;
}
validate360.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedRemoveMessageAllowExtra = validate362;
const schema332 = {"title":"SerializedRemoveMessage","description":"The stored form of a RemoveMessage: its type tag and its fields.","type":"object","properties":{"type":{"const":"remove","description":"Type tag of the stored message; always 'remove'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/RemoveMessage","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate362(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate362.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("remove" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "remove"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate334(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate334.errors : vErrors.concat(validate334.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate362.errors = vErrors;
return errors === 0;
}
validate362.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedHumanMessageChunkAllowExtra = validate364;
const schema333 = {"title":"SerializedHumanMessageChunk","description":"The stored form of a HumanMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"HumanMessageChunk","description":"Type tag of the stored message; always 'HumanMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/HumanMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate364(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate364.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("HumanMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "HumanMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate304(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate304.errors : vErrors.concat(validate304.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate364.errors = vErrors;
return errors === 0;
}
validate364.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedAIMessageChunkAllowExtra = validate366;
const schema334 = {"title":"SerializedAIMessageChunk","description":"The stored form of a AIMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"AIMessageChunk","description":"Type tag of the stored message; always 'AIMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/AIMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate366(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate366.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("AIMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "AIMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate312(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate312.errors : vErrors.concat(validate312.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate366.errors = vErrors;
return errors === 0;
}
validate366.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedSystemMessageChunkAllowExtra = validate368;
const schema335 = {"title":"SerializedSystemMessageChunk","description":"The stored form of a SystemMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"SystemMessageChunk","description":"Type tag of the stored message; always 'SystemMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/SystemMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate368(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate368.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("SystemMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "SystemMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate320(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate320.errors : vErrors.concat(validate320.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate368.errors = vErrors;
return errors === 0;
}
validate368.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedToolMessageChunkAllowExtra = validate370;
const schema336 = {"title":"SerializedToolMessageChunk","description":"The stored form of a ToolMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"ToolMessageChunk","description":"Type tag of the stored message; always 'ToolMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/ToolMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate370(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate370.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("ToolMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ToolMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate324(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate324.errors : vErrors.concat(validate324.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate370.errors = vErrors;
return errors === 0;
}
validate370.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedFunctionMessageChunkAllowExtra = validate372;
const schema337 = {"title":"SerializedFunctionMessageChunk","description":"The stored form of a FunctionMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"FunctionMessageChunk","description":"Type tag of the stored message; always 'FunctionMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/FunctionMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate372(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate372.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("FunctionMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "FunctionMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate328(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate328.errors : vErrors.concat(validate328.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate372.errors = vErrors;
return errors === 0;
}
validate372.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedChatMessageChunkAllowExtra = validate374;
const schema338 = {"title":"SerializedChatMessageChunk","description":"The stored form of a ChatMessageChunk: its type tag and its fields.","type":"object","properties":{"type":{"const":"ChatMessageChunk","description":"Type tag of the stored message; always 'ChatMessageChunk'. Required where envelopes of several types may appear."},"data":{"$ref":"#/$defs/ChatMessageChunk","description":"The fields of the message."}},"required":["data"],"additionalProperties":false};

function validate374(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate374.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "data"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if("ChatMessageChunk" !== data.type){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ChatMessageChunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate332(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate332.errors : vErrors.concat(validate332.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate374.errors = vErrors;
return errors === 0;
}
validate374.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSerializedMessageAllowExtra = validate376;
const schema339 = {"title":"SerializedMessage","description":"A message in the stored form that chat histories keep: an object with the message type tag and the message fields under data.","type":"object","required":["type"],"oneOf":[{"$ref":"#/$defs/SerializedHumanMessage"},{"$ref":"#/$defs/SerializedAIMessage"},{"$ref":"#/$defs/SerializedSystemMessage"},{"$ref":"#/$defs/SerializedToolMessage"},{"$ref":"#/$defs/SerializedFunctionMessage"},{"$ref":"#/$defs/SerializedChatMessage"},{"$ref":"#/$defs/SerializedRemoveMessage"},{"$ref":"#/$defs/SerializedHumanMessageChunk"},{"$ref":"#/$defs/SerializedAIMessageChunk"},{"$ref":"#/$defs/SerializedSystemMessageChunk"},{"$ref":"#/$defs/SerializedToolMessageChunk"},{"$ref":"#/$defs/SerializedFunctionMessageChunk"},{"$ref":"#/$defs/SerializedChatMessageChunk"}],"discriminator":{"propertyName":"type"},"properties":{"type":{"enum":["human","ai","system","tool","function","chat","remove","HumanMessageChunk","AIMessageChunk","SystemMessageChunk","ToolMessageChunk","FunctionMessageChunk","ChatMessageChunk"]}}};

function validate376(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate376.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!(((((((((((((data0 === "human") || (data0 === "ai")) || (data0 === "system")) || (data0 === "tool")) || (data0 === "function")) || (data0 === "chat")) || (data0 === "remove")) || (data0 === "HumanMessageChunk")) || (data0 === "AIMessageChunk")) || (data0 === "SystemMessageChunk")) || (data0 === "ToolMessageChunk")) || (data0 === "FunctionMessageChunk")) || (data0 === "ChatMessageChunk"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema339.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "human"){
if(!(validate350(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate350.errors : vErrors.concat(validate350.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "ai"){
if(!(validate352(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate352.errors : vErrors.concat(validate352.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "system"){
if(!(validate354(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate354.errors : vErrors.concat(validate354.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "tool"){
if(!(validate356(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate356.errors : vErrors.concat(validate356.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "function"){
if(!(validate358(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate358.errors : vErrors.concat(validate358.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "chat"){
if(!(validate360(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate360.errors : vErrors.concat(validate360.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "remove"){
if(!(validate362(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate362.errors : vErrors.concat(validate362.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "HumanMessageChunk"){
if(!(validate364(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate364.errors : vErrors.concat(validate364.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "AIMessageChunk"){
if(!(validate366(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate366.errors : vErrors.concat(validate366.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "SystemMessageChunk"){
if(!(validate368(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate368.errors : vErrors.concat(validate368.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "ToolMessageChunk"){
if(!(validate370(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate370.errors : vErrors.concat(validate370.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "FunctionMessageChunk"){
if(!(validate372(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate372.errors : vErrors.concat(validate372.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "ChatMessageChunk"){
if(!(validate374(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate374.errors : vErrors.concat(validate374.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err2 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate376.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate376.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateLangChainSerializedMessageAllowExtra = validate390;
const schema340 = {"title":"LangChainSerializedMessage","description":"A message in LangChain's Serializable JSON form, the constructor record that LangChain writes when it serializes a message object and that LangGraph checkpoints and LangSmith exports hold: id names the message class and kwargs holds the message fields.","type":"object","properties":{"lc":{"const":1,"description":"Version of the serialization format; always 1."},"type":{"const":"constructor","description":"Kind of record; always 'constructor', a class and the arguments to build it with."},"id":{"type":"array","prefixItems":[{"const":"langchain"},{"const":"schema"},{"const":"messages"},{"enum":["HumanMessage","AIMessage","SystemMessage","ToolMessage","FunctionMessage","ChatMessage","RemoveMessage","HumanMessageChunk","AIMessageChunk","SystemMessageChunk","ToolMessageChunk","FunctionMessageChunk","ChatMessageChunk"]}],"items":{"type":"string"},"minItems":4,"maxItems":4,"description":"The class path: 'langchain', 'schema', 'messages' and the name of the message class, such as 'AIMessage' or 'AIMessageChunk'. LangChain loads the record only when this class has the type tag given in kwargs; this schema does not check that the two agree."},"kwargs":{"$ref":"#/$defs/AnyMessage","description":"The fields of the message, with its type tag. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but always writes the type tag, the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."}},"required":["lc","type","id","kwargs"],"additionalProperties":false};

function validate390(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate390.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lc === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lc"},message:"must have required property '"+"lc"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.kwargs === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kwargs"},message:"must have required property '"+"kwargs"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "lc") || (key0 === "type")) || (key0 === "id")) || (key0 === "kwargs"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.lc !== undefined){
if(1 !== data.lc){
const err5 = {instancePath:instancePath+"/lc",schemaPath:"#/properties/lc/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.type !== undefined){
if("constructor" !== data.type){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "constructor"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(Array.isArray(data2)){
if(data2.length > 4){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.length < 4){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minItems",keyword:"minItems",params:{limit: 4},message:"must NOT have fewer than 4 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
if(len0 > 0){
if("langchain" !== data2[0]){
const err9 = {instancePath:instancePath+"/id/0",schemaPath:"#/properties/id/prefixItems/0/const",keyword:"const",params:{allowedValue: "langchain"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(len0 > 1){
if("schema" !== data2[1]){
const err10 = {instancePath:instancePath+"/id/1",schemaPath:"#/properties/id/prefixItems/1/const",keyword:"const",params:{allowedValue: "schema"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(len0 > 2){
if("messages" !== data2[2]){
const err11 = {instancePath:instancePath+"/id/2",schemaPath:"#/properties/id/prefixItems/2/const",keyword:"const",params:{allowedValue: "messages"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(len0 > 3){
let data6 = data2[3];
if(!(((((((((((((data6 === "HumanMessage") || (data6 === "AIMessage")) || (data6 === "SystemMessage")) || (data6 === "ToolMessage")) || (data6 === "FunctionMessage")) || (data6 === "ChatMessage")) || (data6 === "RemoveMessage")) || (data6 === "HumanMessageChunk")) || (data6 === "AIMessageChunk")) || (data6 === "SystemMessageChunk")) || (data6 === "ToolMessageChunk")) || (data6 === "FunctionMessageChunk")) || (data6 === "ChatMessageChunk"))){
const err12 = {instancePath:instancePath+"/id/3",schemaPath:"#/properties/id/prefixItems/3/enum",keyword:"enum",params:{allowedValues: schema340.properties.id.prefixItems[3].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const len1 = data2.length;
var valid2 = len1 <= 4;
if(!valid2){
for(let i0=4; i0<len1; i0++){
const _errs10 = errors;
if(typeof data2[i0] !== "string"){
const err13 = {instancePath:instancePath+"/id/" + i0,schemaPath:"#/properties/id/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid2 = _errs10 === errors;
}
}
}
else {
const err14 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.kwargs !== undefined){
if(!(validate336(data.kwargs, {instancePath:instancePath+"/kwargs",parentData:data,parentDataProperty:"kwargs",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate336.errors : vErrors.concat(validate336.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate390.errors = vErrors;
return errors === 0;
}
validate390.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


/** Every validator by schema title. */
export const validators = {
  JSONObject: validateJSONObject,
  Extras: validateExtras,
  MediaSource: validateMediaSource,
  TextContentBlock: validateTextContentBlock,
  ReasoningContentBlock: validateReasoningContentBlock,
  RefusalContentBlock: validateRefusalContentBlock,
  ImageContentBlock: validateImageContentBlock,
  AudioContentBlock: validateAudioContentBlock,
  VideoContentBlock: validateVideoContentBlock,
  FileContentBlock: validateFileContentBlock,
  PlainTextContentBlock: validatePlainTextContentBlock,
  NonStandardContentBlock: validateNonStandardContentBlock,
  ServerToolCall: validateServerToolCall,
  ServerToolCallChunk: validateServerToolCallChunk,
  ServerToolResult: validateServerToolResult,
  Citation: validateCitation,
  NonStandardAnnotation: validateNonStandardAnnotation,
  ContentBlock: validateContentBlock,
  DataContentBlock: validateDataContentBlock,
  Annotation: validateAnnotation,
  ContentPart: validateContentPart,
  ContentItem: validateContentItem,
  AnnotationItem: validateAnnotationItem,
  HumanMessage: validateHumanMessage,
  HumanMessageChunk: validateHumanMessageChunk,
  AIMessage: validateAIMessage,
  AIMessageChunk: validateAIMessageChunk,
  SystemMessage: validateSystemMessage,
  SystemMessageChunk: validateSystemMessageChunk,
  ToolMessage: validateToolMessage,
  ToolMessageChunk: validateToolMessageChunk,
  FunctionMessage: validateFunctionMessage,
  FunctionMessageChunk: validateFunctionMessageChunk,
  ChatMessage: validateChatMessage,
  ChatMessageChunk: validateChatMessageChunk,
  RemoveMessage: validateRemoveMessage,
  MessageContent: validateMessageContent,
  AnyMessage: validateAnyMessage,
  OtelBlobPart: validateOtelBlobPart,
  OtelChatMessage: validateOtelChatMessage,
  OtelCompactionPart: validateOtelCompactionPart,
  OtelFilePart: validateOtelFilePart,
  OtelFinishReason: validateOtelFinishReason,
  OtelFunctionToolDefinition: validateOtelFunctionToolDefinition,
  OtelGenericPart: validateOtelGenericPart,
  OtelGenericServerToolCall: validateOtelGenericServerToolCall,
  OtelGenericServerToolCallResponse: validateOtelGenericServerToolCallResponse,
  OtelGenericToolDefinition: validateOtelGenericToolDefinition,
  OtelInputMessages: validateOtelInputMessages,
  OtelJSONSchema: validateOtelJSONSchema,
  OtelMemoryRecord: validateOtelMemoryRecord,
  OtelMemoryRecords: validateOtelMemoryRecords,
  OtelModality: validateOtelModality,
  OtelOutputMessage: validateOtelOutputMessage,
  OtelOutputMessages: validateOtelOutputMessages,
  OtelPart: validateOtelPart,
  OtelReasoningPart: validateOtelReasoningPart,
  OtelRetrievalDocument: validateOtelRetrievalDocument,
  OtelRetrievalDocuments: validateOtelRetrievalDocuments,
  OtelRole: validateOtelRole,
  OtelServerToolCallPart: validateOtelServerToolCallPart,
  OtelServerToolCallResponsePart: validateOtelServerToolCallResponsePart,
  OtelSystemInstructionPart: validateOtelSystemInstructionPart,
  OtelSystemInstructions: validateOtelSystemInstructions,
  OtelTextPart: validateOtelTextPart,
  OtelToolCallArguments: validateOtelToolCallArguments,
  OtelToolCallRequestPart: validateOtelToolCallRequestPart,
  OtelToolCallResponsePart: validateOtelToolCallResponsePart,
  OtelToolCallResult: validateOtelToolCallResult,
  OtelToolDefinition: validateOtelToolDefinition,
  OtelToolDefinitions: validateOtelToolDefinitions,
  OtelUriPart: validateOtelUriPart,
  SerializedHumanMessage: validateSerializedHumanMessage,
  SerializedAIMessage: validateSerializedAIMessage,
  SerializedSystemMessage: validateSerializedSystemMessage,
  SerializedToolMessage: validateSerializedToolMessage,
  SerializedFunctionMessage: validateSerializedFunctionMessage,
  SerializedChatMessage: validateSerializedChatMessage,
  SerializedRemoveMessage: validateSerializedRemoveMessage,
  SerializedHumanMessageChunk: validateSerializedHumanMessageChunk,
  SerializedAIMessageChunk: validateSerializedAIMessageChunk,
  SerializedSystemMessageChunk: validateSerializedSystemMessageChunk,
  SerializedToolMessageChunk: validateSerializedToolMessageChunk,
  SerializedFunctionMessageChunk: validateSerializedFunctionMessageChunk,
  SerializedChatMessageChunk: validateSerializedChatMessageChunk,
  SerializedMessage: validateSerializedMessage,
  LangChainSerializedMessage: validateLangChainSerializedMessage,
  ToolCall: validateToolCall,
  ToolCallChunk: validateToolCallChunk,
  InvalidToolCall: validateInvalidToolCall,
  UsageMetadata: validateUsageMetadata,
  InputTokenDetails: validateInputTokenDetails,
  OutputTokenDetails: validateOutputTokenDetails,
};

/** The lenient validators, by title: unknown top-level message fields allowed (extra="keep"). */
export const allowExtra = {
  HumanMessage: validateHumanMessageAllowExtra,
  HumanMessageChunk: validateHumanMessageChunkAllowExtra,
  AIMessage: validateAIMessageAllowExtra,
  AIMessageChunk: validateAIMessageChunkAllowExtra,
  SystemMessage: validateSystemMessageAllowExtra,
  SystemMessageChunk: validateSystemMessageChunkAllowExtra,
  ToolMessage: validateToolMessageAllowExtra,
  ToolMessageChunk: validateToolMessageChunkAllowExtra,
  FunctionMessage: validateFunctionMessageAllowExtra,
  FunctionMessageChunk: validateFunctionMessageChunkAllowExtra,
  ChatMessage: validateChatMessageAllowExtra,
  ChatMessageChunk: validateChatMessageChunkAllowExtra,
  RemoveMessage: validateRemoveMessageAllowExtra,
  AnyMessage: validateAnyMessageAllowExtra,
  SerializedHumanMessage: validateSerializedHumanMessageAllowExtra,
  SerializedAIMessage: validateSerializedAIMessageAllowExtra,
  SerializedSystemMessage: validateSerializedSystemMessageAllowExtra,
  SerializedToolMessage: validateSerializedToolMessageAllowExtra,
  SerializedFunctionMessage: validateSerializedFunctionMessageAllowExtra,
  SerializedChatMessage: validateSerializedChatMessageAllowExtra,
  SerializedRemoveMessage: validateSerializedRemoveMessageAllowExtra,
  SerializedHumanMessageChunk: validateSerializedHumanMessageChunkAllowExtra,
  SerializedAIMessageChunk: validateSerializedAIMessageChunkAllowExtra,
  SerializedSystemMessageChunk: validateSerializedSystemMessageChunkAllowExtra,
  SerializedToolMessageChunk: validateSerializedToolMessageChunkAllowExtra,
  SerializedFunctionMessageChunk: validateSerializedFunctionMessageChunkAllowExtra,
  SerializedChatMessageChunk: validateSerializedChatMessageChunkAllowExtra,
  SerializedMessage: validateSerializedMessageAllowExtra,
  LangChainSerializedMessage: validateLangChainSerializedMessageAllowExtra,
};
