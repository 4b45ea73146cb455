package org.snapwear.trace.contrib;

/**
 * What creating and checking one contribution gave: the object, or null and the reason.
 *
 * @param instance the object; null if it failed
 * @param reason   why it failed (or a remark when it did not; usually empty)
 */
public record Outcome<T>(T instance, String reason) {
    public static <T> Outcome<T> ok(T instance) {
        return new Outcome<>(instance, "");
    }

    public static <T> Outcome<T> failed(String reason) {
        return new Outcome<>(null, reason);
    }
}
