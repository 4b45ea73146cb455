package org.snapwear.codec.store;

/**
 * One problem found in a store.
 *
 * @param file   file name inside the store (or {@code MANIFEST.json})
 * @param offset byte offset in the file where it was found (0 when it concerns the whole file)
 * @param reason what is wrong
 */
public record StoreProblem(String file, long offset, String reason) {

    @Override
    public String toString() {
        return file + " at offset " + offset + ": " + reason;
    }
}
