/**
 */
package org.snapwear.model.study;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Slc Settings</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * SLC progressive programming of metadata pages ([SLC progressive programming, docs/papers.md#slc-progressive]).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.SlcSettings#getPageBytes <em>Page Bytes</em>}</li>
 *   <li>{@link org.snapwear.model.study.SlcSettings#getDeltaRegionBytes <em>Delta Region Bytes</em>}</li>
 *   <li>{@link org.snapwear.model.study.SlcSettings#getNop <em>Nop</em>}</li>
 *   <li>{@link org.snapwear.model.study.SlcSettings#getReadMicros <em>Read Micros</em>}</li>
 *   <li>{@link org.snapwear.model.study.SlcSettings#getWriteMicros <em>Write Micros</em>}</li>
 *   <li>{@link org.snapwear.model.study.SlcSettings#getCodec <em>Codec</em>}</li>
 *   <li>{@link org.snapwear.model.study.SlcSettings#getSegmentBytes <em>Segment Bytes</em>}</li>
 * </ul>
 *
 * @see org.snapwear.model.study.SnapwearPackage#getSlcSettings()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='pageBytesPositive deltaRegionInRange nopNonNegative latenciesNonNegative segmentBytesPositive'"
 * @generated
 */
public interface SlcSettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Page Bytes</b></em>' attribute.
	 * The default value is <code>"16384"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SLC page size. Unit: bytes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Page Bytes</em>' attribute.
	 * @see #setPageBytes(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getSlcSettings_PageBytes()
	 * @model default="16384"
	 * @generated
	 */
	int getPageBytes();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SlcSettings#getPageBytes <em>Page Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Page Bytes</em>' attribute.
	 * @see #getPageBytes()
	 * @generated
	 */
	void setPageBytes(int value);

	/**
	 * Returns the value of the '<em><b>Delta Region Bytes</b></em>' attribute.
	 * The default value is <code>"512"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes of each page reserved for appended deltas (p1). Unit: bytes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Delta Region Bytes</em>' attribute.
	 * @see #setDeltaRegionBytes(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getSlcSettings_DeltaRegionBytes()
	 * @model default="512"
	 * @generated
	 */
	int getDeltaRegionBytes();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SlcSettings#getDeltaRegionBytes <em>Delta Region Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Delta Region Bytes</em>' attribute.
	 * @see #getDeltaRegionBytes()
	 * @generated
	 */
	void setDeltaRegionBytes(int value);

	/**
	 * Returns the value of the '<em><b>Nop</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Programs per page per erase cycle, base program included; 0 = unlimited (the paper's setting). Unit: programs.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Nop</em>' attribute.
	 * @see #setNop(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getSlcSettings_Nop()
	 * @model default="0"
	 * @generated
	 */
	int getNop();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SlcSettings#getNop <em>Nop</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nop</em>' attribute.
	 * @see #getNop()
	 * @generated
	 */
	void setNop(int value);

	/**
	 * Returns the value of the '<em><b>Read Micros</b></em>' attribute.
	 * The default value is <code>"41.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SLC page read latency. Unit: us.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Read Micros</em>' attribute.
	 * @see #setReadMicros(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getSlcSettings_ReadMicros()
	 * @model default="41.0"
	 * @generated
	 */
	double getReadMicros();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SlcSettings#getReadMicros <em>Read Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Read Micros</em>' attribute.
	 * @see #getReadMicros()
	 * @generated
	 */
	void setReadMicros(double value);

	/**
	 * Returns the value of the '<em><b>Write Micros</b></em>' attribute.
	 * The default value is <code>"150.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SLC page (partial) program latency. Unit: us.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Write Micros</em>' attribute.
	 * @see #setWriteMicros(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getSlcSettings_WriteMicros()
	 * @model default="150.0"
	 * @generated
	 */
	double getWriteMicros();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SlcSettings#getWriteMicros <em>Write Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Write Micros</em>' attribute.
	 * @see #getWriteMicros()
	 * @generated
	 */
	void setWriteMicros(double value);

	/**
	 * Returns the value of the '<em><b>Codec</b></em>' attribute.
	 * The default value is <code>"diff-index"</code>.
	 * The literals are from the enumeration {@link org.snapwear.model.study.SlcCodec}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Delta codec.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Codec</em>' attribute.
	 * @see org.snapwear.model.study.SlcCodec
	 * @see #setCodec(SlcCodec)
	 * @see org.snapwear.model.study.SnapwearPackage#getSlcSettings_Codec()
	 * @model default="diff-index"
	 * @generated
	 */
	SlcCodec getCodec();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SlcSettings#getCodec <em>Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Codec</em>' attribute.
	 * @see org.snapwear.model.study.SlcCodec
	 * @see #getCodec()
	 * @generated
	 */
	void setCodec(SlcCodec value);

	/**
	 * Returns the value of the '<em><b>Segment Bytes</b></em>' attribute.
	 * The default value is <code>"8"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Segment size of the diff-index codec. Unit: bytes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Segment Bytes</em>' attribute.
	 * @see #setSegmentBytes(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getSlcSettings_SegmentBytes()
	 * @model default="8"
	 * @generated
	 */
	int getSegmentBytes();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SlcSettings#getSegmentBytes <em>Segment Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Segment Bytes</em>' attribute.
	 * @see #getSegmentBytes()
	 * @generated
	 */
	void setSegmentBytes(int value);

} // SlcSettings
