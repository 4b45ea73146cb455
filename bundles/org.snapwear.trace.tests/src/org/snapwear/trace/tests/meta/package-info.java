/** Tests of the metadata version trace reader on the real SQLite page trace and on broken copies of it. */
package org.snapwear.trace.tests.meta;
