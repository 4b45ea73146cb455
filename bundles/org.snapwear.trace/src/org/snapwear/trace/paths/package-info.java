/**
 * Paths computed from user text (study source names, manifest and index entries): {@link SafePaths} resolves
 * them under the directory they belong to and refuses anything that would leave it.
 */
package org.snapwear.trace.paths;
