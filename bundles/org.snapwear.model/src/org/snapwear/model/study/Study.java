/**
 */
package org.snapwear.model.study;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Study</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The root of a study file.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.Study#getName <em>Name</em>}</li>
 *   <li>{@link org.snapwear.model.study.Study#getDescription <em>Description</em>}</li>
 *   <li>{@link org.snapwear.model.study.Study#getSources <em>Sources</em>}</li>
 *   <li>{@link org.snapwear.model.study.Study#getSchemes <em>Schemes</em>}</li>
 *   <li>{@link org.snapwear.model.study.Study#getHardware <em>Hardware</em>}</li>
 *   <li>{@link org.snapwear.model.study.Study#getMetadataTrace <em>Metadata Trace</em>}</li>
 *   <li>{@link org.snapwear.model.study.Study#getAnalyses <em>Analyses</em>}</li>
 * </ul>
 *
 * @see org.snapwear.model.study.SnapwearPackage#getStudy()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='hasSource uniqueSourceNames uniqueSchemeNames metadataTraceForSlc'"
 * @generated
 */
public interface Study extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * The default value is <code>"study"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Name shown in reports.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see org.snapwear.model.study.SnapwearPackage#getStudy_Name()
	 * @model default="study"
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Study#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Free text shown in reports.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Description</em>' attribute.
	 * @see #setDescription(String)
	 * @see org.snapwear.model.study.SnapwearPackage#getStudy_Description()
	 * @model
	 * @generated
	 */
	String getDescription();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Study#getDescription <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Description</em>' attribute.
	 * @see #getDescription()
	 * @generated
	 */
	void setDescription(String value);

	/**
	 * Returns the value of the '<em><b>Sources</b></em>' containment reference list.
	 * The list contents are of type {@link org.snapwear.model.study.SnapshotSource}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the snapshots come from; every scheme runs on every source.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sources</em>' containment reference list.
	 * @see org.snapwear.model.study.SnapwearPackage#getStudy_Sources()
	 * @model containment="true"
	 * @generated
	 */
	EList<SnapshotSource> getSources();

	/**
	 * Returns the value of the '<em><b>Schemes</b></em>' containment reference list.
	 * The list contents are of type {@link org.snapwear.model.study.Scheme}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Checkpoint schemes to compare.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Schemes</em>' containment reference list.
	 * @see org.snapwear.model.study.SnapwearPackage#getStudy_Schemes()
	 * @model containment="true"
	 * @generated
	 */
	EList<Scheme> getSchemes();

	/**
	 * Returns the value of the '<em><b>Hardware</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Simulated hardware.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hardware</em>' containment reference.
	 * @see #setHardware(Hardware)
	 * @see org.snapwear.model.study.SnapwearPackage#getStudy_Hardware()
	 * @model containment="true" required="true"
	 * @generated
	 */
	Hardware getHardware();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Study#getHardware <em>Hardware</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hardware</em>' containment reference.
	 * @see #getHardware()
	 * @generated
	 */
	void setHardware(Hardware value);

	/**
	 * Returns the value of the '<em><b>Metadata Trace</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Metadata page-version trace for the SLC analysis.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Metadata Trace</em>' containment reference.
	 * @see #setMetadataTrace(MetadataTraceSource)
	 * @see org.snapwear.model.study.SnapwearPackage#getStudy_MetadataTrace()
	 * @model containment="true"
	 * @generated
	 */
	MetadataTraceSource getMetadataTrace();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Study#getMetadataTrace <em>Metadata Trace</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Metadata Trace</em>' containment reference.
	 * @see #getMetadataTrace()
	 * @generated
	 */
	void setMetadataTrace(MetadataTraceSource value);

	/**
	 * Returns the value of the '<em><b>Analyses</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Which analyses to run.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Analyses</em>' containment reference.
	 * @see #setAnalyses(Analyses)
	 * @see org.snapwear.model.study.SnapwearPackage#getStudy_Analyses()
	 * @model containment="true" required="true"
	 * @generated
	 */
	Analyses getAnalyses();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Study#getAnalyses <em>Analyses</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Analyses</em>' containment reference.
	 * @see #getAnalyses()
	 * @generated
	 */
	void setAnalyses(Analyses value);

} // Study
