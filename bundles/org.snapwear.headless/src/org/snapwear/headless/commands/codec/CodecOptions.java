package org.snapwear.headless.commands.codec;

import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.UsageException;

/**
 * The codec options ({@code --codec}, {@code --baseline}) of every command that names codecs: an unknown id is a
 * usage error (exit 2) in all of them, found before any work starts.
 */
final class CodecOptions {

    private CodecOptions() {
    }

    /** Fails with a usage error listing the available ids if {@code id} is not a registered codec. */
    static void requireKnown(String command, CodecRegistry registry, String id, String option) throws UsageException {
        if (registry.descriptors().stream().noneMatch(d -> d.id().equals(id))) {
            throw new UsageException(command + ": " + option + ": unknown codec '" + id + "'; available: "
                    + String.join(", ", registry.codecs().stream().map(SnapshotCodec::id).toList()));
        }
    }

    /** The codec for an id; a known codec that cannot be created (a failing plug-in) is a failure, exit 1. */
    static SnapshotCodec resolve(String command, CodecRegistry registry, String id, String option)
            throws UsageException, CommandFailedException {
        requireKnown(command, registry, id, option);
        try {
            return registry.require(id);
        } catch (IllegalArgumentException e) {
            throw new CommandFailedException(command + ": " + option + ": " + e.getMessage());
        }
    }
}
