package org.snapwear.codec.registry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.snapwear.codec.lossy.ErrorBoundedCodec;
import org.snapwear.codec.lossy.LossyCodecs;
import org.snapwear.codec.spi.CodecDescriptor;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * The lossy codecs as decoders of containers, by id. A lossy codec is chosen and configured by a loss profile, never
 * from the registry's list (that list is what {@code --codec}, sweeps and the codec table offer, and its self-check
 * compares bytes); but a container it wrote must decode wherever containers are decoded. Its id and its parameters
 * (written into the container header) are all a decoder needs: each lossy codec reads its configuration, and so its
 * bound, from the parameters ({@link SnapshotCodec#bound(org.snapwear.codec.spi.CodecParams)}), so one instance per
 * id decodes every configuration. Each is enabled only if its bound self-check passes
 * ({@link CodecSelfCheck#boundRoundTrip}); checked once per process.
 */
final class LossyDecoders {
    private static Checked checked;

    private LossyDecoders() {
    }

    /** The enabled decoders by id and a descriptor of each lossy codec. */
    record Checked(Map<String, SnapshotCodec> enabled, List<CodecDescriptor> descriptors) {
    }

    static synchronized Checked get() {
        if (checked == null) {
            checked = check();
        }
        return checked;
    }

    private static Checked check() {
        Map<String, SnapshotCodec> enabled = new LinkedHashMap<>();
        List<CodecDescriptor> descriptors = new ArrayList<>();
        for (String id : LossyCodecs.IDS) {
            SnapshotCodec codec;
            String reason;
            try {
                // the instance's own configuration only matters for encoding; decoding reads the container's
                codec = LossyCodecs.create(id, id.equals(ErrorBoundedCodec.ID) ? Map.of("rel", "1e-3") : Map.of());
                String failure = CodecSelfCheck.boundRoundTrip(codec);
                reason = failure == null ? "" : "bound self-check failed: " + failure;
            } catch (Exception | LinkageError | AssertionError e) {
                codec = null;
                reason = "bound self-check threw " + e;
            }
            boolean ok = codec != null && reason.isEmpty();
            if (ok) {
                enabled.put(id, codec);
            }
            descriptors.add(new CodecDescriptor(id, codec == null ? id : codec.displayName(),
                    codec == null ? org.snapwear.codec.spi.CodecKind.BOTH : codec.kind(), 0, "built-in lossy", ok,
                    reason));
        }
        return new Checked(Map.copyOf(enabled), List.copyOf(descriptors));
    }
}
