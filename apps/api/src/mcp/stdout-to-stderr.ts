/**
 * Over stdio, stdout carries the MCP protocol alone: a line logged there would corrupt it. This
 * module sends console.log and console.info to stderr, and is the stdio entry's first import, so
 * it runs before any other module is evaluated (ESM runs imports in order), including anything
 * they log while loading.
 */
console.log = console.error;
console.info = console.error;
