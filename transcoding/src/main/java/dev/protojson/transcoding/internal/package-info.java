/**
 * The workings of {@link dev.protojson.transcoding}: the route trie, request binding, response and error writing,
 * and the in-process server call. Not an API: anything here may change.
 */
package dev.protojson.transcoding.internal;
