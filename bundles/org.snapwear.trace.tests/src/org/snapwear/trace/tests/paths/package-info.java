/** Tests of the shared check for paths computed from user text. */
package org.snapwear.trace.tests.paths;
