/** Tests of the Caffe reader on NetParameter files built from caffe.proto with CodedOutputStream. */
package org.snapwear.trace.tests.format.caffe;
