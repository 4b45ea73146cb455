/**
 */
package org.snapwear.model.study;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Metadata Trace Source</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A metadata page-version trace (directory with index.csv).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.MetadataTraceSource#getPath <em>Path</em>}</li>
 *   <li>{@link org.snapwear.model.study.MetadataTraceSource#getIdColumn <em>Id Column</em>}</li>
 *   <li>{@link org.snapwear.model.study.MetadataTraceSource#getRecordSize <em>Record Size</em>}</li>
 * </ul>
 *
 * @see org.snapwear.model.study.SnapwearPackage#getMetadataTraceSource()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='pathSet recordSizeNonNegative'"
 * @generated
 */
public interface MetadataTraceSource extends EObject {
	/**
	 * Returns the value of the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Trace directory; relative paths resolve against the study file's directory.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Path</em>' attribute.
	 * @see #setPath(String)
	 * @see org.snapwear.model.study.SnapwearPackage#getMetadataTraceSource_Path()
	 * @model
	 * @generated
	 */
	String getPath();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.MetadataTraceSource#getPath <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Path</em>' attribute.
	 * @see #getPath()
	 * @generated
	 */
	void setPath(String value);

	/**
	 * Returns the value of the '<em><b>Id Column</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Record id column, unset = page_no or the only *_no column.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Id Column</em>' attribute.
	 * @see #setIdColumn(String)
	 * @see org.snapwear.model.study.SnapwearPackage#getMetadataTraceSource_IdColumn()
	 * @model
	 * @generated
	 */
	String getIdColumn();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.MetadataTraceSource#getIdColumn <em>Id Column</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Id Column</em>' attribute.
	 * @see #getIdColumn()
	 * @generated
	 */
	void setIdColumn(String value);

	/**
	 * Returns the value of the '<em><b>Record Size</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes per record, 0 = size of the first record file. Unit: bytes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Record Size</em>' attribute.
	 * @see #setRecordSize(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getMetadataTraceSource_RecordSize()
	 * @model default="0"
	 * @generated
	 */
	int getRecordSize();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.MetadataTraceSource#getRecordSize <em>Record Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Record Size</em>' attribute.
	 * @see #getRecordSize()
	 * @generated
	 */
	void setRecordSize(int value);

} // MetadataTraceSource
