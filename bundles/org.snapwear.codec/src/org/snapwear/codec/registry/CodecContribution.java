package org.snapwear.codec.registry;

import java.util.concurrent.Callable;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.contrib.Contribution;

/**
 * One codec offered by an extension, a service provider or a caller, not yet instantiated.
 *
 * @param id       declared id (the instantiated codec must report the same id)
 * @param name     display name
 * @param kind     declared kind
 * @param priority larger wins among contributions with the same id
 * @param source   where it came from, for listings
 * @param factory  creates the codec
 */
public record CodecContribution(String id, String name, CodecKind kind, int priority, String source,
        Callable<SnapshotCodec> factory) implements Contribution<SnapshotCodec> {
}
