package org.snapwear.headless.cli.support;

import java.io.IOException;
import java.nio.file.Path;

import org.snapwear.trace.paths.OutputPaths;

/**
 * The one way a command turns an option naming where it writes ({@code --out}, {@code --work}, report
 * directories) into a path: the real path {@link OutputPaths#real} gives (links and {@code ..} of its parent
 * resolved as the kernel does), which the command then checks and writes or renames to, never the lexically
 * normalised text.
 */
public final class OutputOption {
    private OutputOption() {
    }

    /**
     * @param value the option's value as given
     * @throws CommandFailedException in one line naming the path, if it names nothing to write or passes through a
     *                                link that does not resolve
     */
    public static Path real(String value) throws CommandFailedException {
        return real(Path.of(value));
    }

    /** As {@link #real(String)} for a path option. */
    public static Path real(Path value) throws CommandFailedException {
        try {
            return OutputPaths.real(value);
        } catch (IOException e) {
            throw new CommandFailedException(e.getMessage(), e);
        }
    }
}
