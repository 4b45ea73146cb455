/** Tests of the panels' background-job helper. */
package org.snapwear.ui.tests.jobs;
