/** Tests of the study charts: datasets equal the tables, scheme restriction, comparison of two runs. */
package org.snapwear.study.tests.charts;
