package org.snapwear.trace.format.registry;

import java.util.concurrent.Callable;

import org.snapwear.trace.contrib.Contribution;
import org.snapwear.trace.format.CheckpointReader;

/**
 * One reader offered by an extension, a service provider or the built-in list, not yet instantiated, so that a
 * contribution whose class cannot be created fails on its own instead of failing the whole registry.
 *
 * @param id       declared format id (the instantiated reader must report the same {@code formatId()})
 * @param name     display name
 * @param order    detection order: lower is tried first (built-ins use 100..800, see {@link BuiltInFormats})
 * @param priority larger wins among contributions with the same id
 * @param source   where it came from ({@code extension:<bundle>}, {@code service-loader}, {@code built-in}), for
 *                 listings and error messages
 * @param factory  creates the reader
 */
public record FormatContribution(String id, String name, int order, int priority, String source,
        Callable<CheckpointReader> factory) implements Contribution<CheckpointReader> {

    /** Detection order of a plug-in that does not say where it goes: after every built-in reader. */
    public static final int DEFAULT_ORDER = 1000;
}
