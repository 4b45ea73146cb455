package org.snapwear.trace.contrib;

import java.util.concurrent.Callable;

/**
 * One contribution to an extension point (a codec, a checkpoint reader), offered by an extension, a service provider
 * or a built-in list and not yet instantiated, so a class that cannot be created fails alone. The registries' own
 * records ({@code CodecContribution}, {@code FormatContribution}) implement it with their record components.
 *
 * @param <T> what the contribution creates
 */
public interface Contribution<T> {
    /** The declared id; the created object must report the same one. */
    String id();

    /** Display name. */
    String name();

    /** Larger wins among contributions with the same id. */
    int priority();

    /** Where it came from ({@code extension:<bundle>}, {@code service-loader}, {@code built-in}), for listings. */
    String source();

    /** Creates the contributed object. */
    Callable<T> factory();
}
