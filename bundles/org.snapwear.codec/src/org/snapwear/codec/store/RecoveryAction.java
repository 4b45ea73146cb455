package org.snapwear.codec.store;

/**
 * What opening a store did about a file the manifest does not explain.
 *
 * @param file   file name in the store directory
 * @param action {@code removed-temp}, {@code removed-orphan}, {@code ignored-unknown}, or {@code kept-temp} and
 *               {@code kept-orphan} for a leftover that cannot be removed (a non-empty directory)
 * @param reason why
 */
public record RecoveryAction(String file, String action, String reason) {
}
