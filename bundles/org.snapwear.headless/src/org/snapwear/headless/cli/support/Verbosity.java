package org.snapwear.headless.cli.support;

/**
 * How much a command says on standard error besides its results and errors: {@code -q}/{@code --quiet} nothing
 * (no progress, no notes), the default progress and notes, {@code -v}/{@code --verbose} progress as plain lines
 * at least every second and the notes commands keep for it. Errors are printed whatever the level.
 */
public enum Verbosity {
    QUIET, NORMAL, VERBOSE
}
