/**
 * What a subcommand needs from the command-line framework: the {@link org.snapwear.headless.cli.support.Subcommand}
 * contract, argument parsing ({@link org.snapwear.headless.cli.support.Args}, the picocli converters), output
 * ({@link org.snapwear.headless.cli.support.CommandContext}; {@code CommandContext.progress()} gives a command its
 * {@link org.snapwear.trace.progress.Progress}, the {@link org.snapwear.headless.cli.support.ProgressReporter} that
 * draws the one progress style) and the two exceptions that become exit codes 2 and 1.
 * It depends on no command and not on {@code org.snapwear.headless.cli}, so registration goes one way:
 * {@code cli} lists the commands, the commands use this package.
 */
package org.snapwear.headless.cli.support;
