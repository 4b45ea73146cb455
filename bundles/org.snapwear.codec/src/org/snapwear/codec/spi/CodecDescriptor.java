package org.snapwear.codec.spi;

/**
 * What the registry knows about one contributed codec, including why it was disabled.
 *
 * @param id       codec id
 * @param name     display name
 * @param kind     baseline, delta or both
 * @param priority larger wins when two contributions claim the same id
 * @param source   where it came from: {@code extension:<bundle>}, {@code service-loader} or {@code built-in}
 * @param enabled  false if it failed to load or failed its round-trip self-check
 * @param reason   why it is disabled ("" when enabled)
 */
public record CodecDescriptor(String id, String name, CodecKind kind, int priority, String source, boolean enabled,
        String reason) {
}
