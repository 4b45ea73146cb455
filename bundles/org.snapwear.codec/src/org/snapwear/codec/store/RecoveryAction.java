package org.snapwear.codec.store;

/**
 * What opening a store did about a file the manifest does not explain.
 *
 * @param file   file name in the store directory
 * @param action {@code removed-temp}, {@code removed-orphan} or {@code ignored-unknown}
 * @param reason why
 */
public record RecoveryAction(String file, String action, String reason) {
}
