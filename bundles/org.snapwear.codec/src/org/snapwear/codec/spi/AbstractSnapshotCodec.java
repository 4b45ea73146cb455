package org.snapwear.codec.spi;

import java.util.Objects;
import java.util.function.Predicate;
import org.snapwear.trace.tensor.DType;

/**
 * The identity part of a codec, given once to the constructor instead of four one-line overrides: id, display name,
 * kind and the element types it supports. A subclass implements {@link #encodeChunk} and {@link #decodeChunk} (and
 * {@link #prepare}, {@link #readParams} or {@link #referenceDepth} if it needs them) and keeps the public no-argument
 * constructor the extension point and {@link java.util.ServiceLoader} call:
 *
 * <pre>{@code
 * public final class MyCodec extends AbstractSnapshotCodec {
 *     public MyCodec() {
 *         super("my-codec", "My codec (XOR delta)", CodecKind.BOTH, AbstractSnapshotCodec.ALL_DTYPES);
 *     }
 *     ...
 * }
 * }</pre>
 *
 * The id, name and kind are final here: the registry checks the instance's id against the declared one, and a codec
 * whose identity changed after registration could not be found again.
 */
public abstract class AbstractSnapshotCodec implements SnapshotCodec {
    /** Every element type: for codecs that treat a chunk as plain bytes. */
    public static final Predicate<DType> ALL_DTYPES = dtype -> true;

    private final String id;
    private final String displayName;
    private final CodecKind kind;
    private final Predicate<DType> dtypes;

    /**
     * A codec for the element types {@code dtypes} accepts.
     *
     * @param id          unique id, lower case, at most 255 UTF-8 bytes (written into every container)
     * @param displayName name for listings
     * @param kind        baselines, deltas or both
     * @param dtypes      which element types it handles (e.g. {@link #ALL_DTYPES})
     */
    protected AbstractSnapshotCodec(String id, String displayName, CodecKind kind, Predicate<DType> dtypes) {
        this.id = Objects.requireNonNull(id, "id");
        this.displayName = Objects.requireNonNull(displayName, "displayName");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.dtypes = Objects.requireNonNull(dtypes, "dtypes");
    }

    /** A codec for the interface's default element types (fp32, fp16, bf16; {@link SnapshotCodec#supports}). */
    protected AbstractSnapshotCodec(String id, String displayName, CodecKind kind) {
        this.id = Objects.requireNonNull(id, "id");
        this.displayName = Objects.requireNonNull(displayName, "displayName");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.dtypes = null;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String displayName() {
        return displayName;
    }

    @Override
    public final CodecKind kind() {
        return kind;
    }

    @Override
    public boolean supports(DType dtype) {
        return dtypes != null ? dtypes.test(dtype) : SnapshotCodec.super.supports(dtype);
    }
}
