package org.snapwear.trace.format.registry;

/**
 * One contribution as the registry resolved it, enabled or not; what a listing shows so a user can see why a
 * plug-in's format is not used.
 *
 * @param id       declared format id
 * @param name     display name
 * @param order    detection order
 * @param priority priority among contributions with the same id
 * @param source   {@code extension:<bundle>}, {@code service-loader} or {@code built-in}
 * @param enabled  true if this contribution is the reader used for its id
 * @param reason   empty when enabled; otherwise why not (the instantiation error, an id mismatch, or
 *                 "shadowed by ..." when a higher priority contribution with the same id won)
 */
public record FormatDescriptor(String id, String name, int order, int priority, String source, boolean enabled,
        String reason) {
}
