/**
 * The subcommands of {@code snapwear}: each parses its options, calls an engine and prints a table or JSON.
 */
package org.snapwear.headless.commands;
