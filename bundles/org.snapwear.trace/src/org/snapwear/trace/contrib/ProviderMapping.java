package org.snapwear.trace.contrib;

/**
 * Turns a {@link java.util.ServiceLoader} provider into a contribution. A provider carries no attributes, so the
 * registry reads id, name and priority from the instance; a provider that cannot be instantiated becomes a
 * contribution whose factory fails with the reason (listed as disabled), or null to drop it.
 */
public interface ProviderMapping<T, C extends Contribution<T>> {
    /** The contribution of a provider that was instantiated. */
    C of(Class<? extends T> type, T instance);

    /** The contribution standing for a provider that could not be instantiated, or null to drop it. */
    C broken(Class<? extends T> type, Throwable failure);
}
