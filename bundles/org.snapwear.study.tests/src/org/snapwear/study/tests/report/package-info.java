/** Tests of the report writer, CSV/JSON files and results.json round trip. */
package org.snapwear.study.tests.report;
