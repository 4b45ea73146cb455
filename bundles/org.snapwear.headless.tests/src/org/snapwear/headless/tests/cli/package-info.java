/**
 * Tests of the command-line dispatcher, argument parsing and exit codes.
 */
package org.snapwear.headless.tests.cli;
