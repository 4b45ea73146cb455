/**
 * The subcommands of {@code snapwear}: each declares its options with picocli
 * ({@link org.snapwear.headless.cli.support.PicocliCommand}), calls an engine and prints a table or JSON.
 */
package org.snapwear.headless.commands;
