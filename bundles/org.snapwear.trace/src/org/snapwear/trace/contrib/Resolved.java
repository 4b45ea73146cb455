package org.snapwear.trace.contrib;

/**
 * One contribution as {@link ContributionLoader#resolve} decided it: the object in use for its id, or the reason it
 * is not (why it failed, or "shadowed by ..." when a higher-priority contribution of the same id won).
 *
 * @param contribution the contribution
 * @param instance     the created and checked object; null when not enabled
 * @param reason       the check's remark when enabled (usually empty), else why not
 */
public record Resolved<T, C extends Contribution<T>>(C contribution, T instance, String reason) {
    /** True if this contribution is the one used for its id. */
    public boolean enabled() {
        return instance != null;
    }
}
