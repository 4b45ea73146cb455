package org.snapwear.codec.scheme;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.snapwear.trace.checkpoint.TensorRole;

/**
 * Raw and written bytes of one tensor role ({@link TensorRole#id()}), or of the container framing. A whole
 * checkpoint mixes parameters, optimizer moments and counters that compress very differently, so the written
 * volume is reported per role. Written bytes of a role are the encoded chunk payloads of its tensors plus each
 * chunk's 4-byte length field; the container headers and trailers belong to no tensor and form the row
 * {@link #CONTAINER} (raw 0), so the rows of a save add up to the bytes it wrote.
 *
 * @param role         role id ({@code parameter}, {@code optimizer_moment}, ...) or {@link #CONTAINER}
 * @param rawBytes     tensor data bytes of the role
 * @param writtenBytes bytes written for it
 */
public record RoleVolume(String role, long rawBytes, long writtenBytes) {

    /** The row of container headers and trailers. */
    public static final String CONTAINER = "container";

    /** Written bytes as a percentage of raw (0 when raw is 0). */
    public double writtenPct() {
        return rawBytes == 0 ? 0 : 100.0 * writtenBytes / rawBytes;
    }

    /** Adds up rows by role: roles in {@link TensorRole} order, then the container row. */
    public static List<RoleVolume> sum(List<List<RoleVolume>> perSave) {
        Map<TensorRole, long[]> roles = new EnumMap<>(TensorRole.class);
        long container = 0;
        boolean any = false;
        for (List<RoleVolume> save : perSave) {
            for (RoleVolume v : save) {
                any = true;
                if (CONTAINER.equals(v.role())) {
                    container += v.writtenBytes();
                } else {
                    long[] a = roles.computeIfAbsent(TensorRole.valueOf(v.role().toUpperCase(java.util.Locale.ROOT)),
                            r -> new long[2]);
                    a[0] += v.rawBytes();
                    a[1] += v.writtenBytes();
                }
            }
        }
        List<RoleVolume> out = new ArrayList<>();
        roles.forEach((r, a) -> out.add(new RoleVolume(r.id(), a[0], a[1])));
        if (any) {
            out.add(new RoleVolume(CONTAINER, 0, container));
        }
        return out;
    }
}
